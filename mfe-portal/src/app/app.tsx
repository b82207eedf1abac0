import { lazy, Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { PageContainer, Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';

// Each page is its own chunk: the portal needs no forms, so a client opening it downloads neither
// react-hook-form nor zod and the contracts' schemas, which only project detail uses.
const ClientPortalPage = lazy(() => import('../features/client-portal/components/client-portal-page').then((page) => ({ default: page.ClientPortalPage })));
const ProjectDetailPage = lazy(() => import('../features/project-detail/components/project-detail-page').then((page) => ({ default: page.ProjectDetailPage })));

function PageLoading() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <Spinner label="Loading page" />
      </PageContainer>
    </main>
  );
}

/** The Client portal area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/client/portal" element={<ClientPortalPage />} />
        <Route path="/project/:projectId" element={<ProjectDetailPage />} />
      </Routes>
    </Suspense>
  );
}
