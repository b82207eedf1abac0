import { lazy, Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { LoadingPage } from '../components/page-layout';

// Each screen is its own chunk: an anonymous viewer of a shared link downloads no forms code (react-hook-form,
// the contracts' zod schemas) and none of the signed-in data domains.
const ProjectTimelinePage = lazy(() =>
  import('../features/project-timeline/components/project-timeline-page').then((module) => ({ default: module.ProjectTimelinePage })),
);
const SharedTimelinePage = lazy(() =>
  import('../features/shared-timeline/components/shared-timeline-page').then((module) => ({ default: module.SharedTimelinePage })),
);

/** The Timeline area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Suspense fallback={<LoadingPage label="Loading timeline" />}>
      <Routes>
        <Route path="/timeline/:projectId" element={<ProjectTimelinePage />} />
        <Route path="/timeline/share/:shareToken" element={<SharedTimelinePage />} />
      </Routes>
    </Suspense>
  );
}
