import { Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { lazyPage, preloadRoutePage } from '@clientline/shared-ui/route-pages';
import { LoadingPage } from '../components/page-layout';

// Each screen is its own chunk: an anonymous viewer of a shared link downloads no forms code (react-hook-form,
// the contracts' zod schemas) and none of the signed-in data domains.
const ProjectTimelinePage = lazyPage(() =>
  import('../features/project-timeline/components/project-timeline-page').then((module) => module.ProjectTimelinePage),
);
const SharedTimelinePage = lazyPage(() =>
  import('../features/shared-timeline/components/shared-timeline-page').then((module) => module.SharedTimelinePage),
);

const routes = (
  <>
    <Route path="/timeline/:projectId" element={<ProjectTimelinePage />} />
    <Route path="/timeline/share/:shareToken" element={<SharedTimelinePage />} />
  </>
);

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Timeline area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Suspense fallback={<LoadingPage label="Loading timeline" />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
