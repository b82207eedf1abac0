import { Suspense } from 'react';
import { Routes } from '@clientline/shared-ui/router';
import { lazyPage, preloadRoutePage, routesOf } from '@clientline/shared-ui/route-pages';
import { LoadingPage } from '../components/page-layout';

// Each screen is its own chunk: an anonymous viewer of a shared link downloads no forms code (react-hook-form,
// the contracts' zod schemas) and none of the signed-in data domains.
const ProjectTimelinePage = lazyPage(() =>
  import('../features/project-timeline/components/project-timeline-page').then((module) => module.ProjectTimelinePage),
);
// Its chunk is named: the route table lists it (its first screen's chunks), so it comes with the page.
const SharedTimelinePage = lazyPage(() =>
  import(/* webpackChunkName: "shared-timeline" */ '../features/shared-timeline/components/shared-timeline-page').then((module) => module.SharedTimelinePage),
);

// Its paths are the route table's (`@clientline/contracts/routes`): the type checker refuses one missing or not its own.
const routes = routesOf('mfe_timeline', {
  '/timeline/:projectId': <ProjectTimelinePage />,
  '/timeline/share/:shareToken': <SharedTimelinePage />,
});

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Timeline area: every route this remote owns (see the route table). */
export default function App() {
  return (
    <Suspense fallback={<LoadingPage label="Loading timeline" />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
