import { Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { lazyPage, PageLoading, preloadRoutePage } from '@clientline/shared-ui/route-pages';

// Each page is its own chunk: the portal needs no forms, so a client opening it downloads neither
// react-hook-form nor zod and the contracts' schemas, which only project detail uses.
// Its chunk is named: the runtime manifest lists it (preloadChunks), so it comes with the page.
const ClientPortalPage = lazyPage(() => import(/* webpackChunkName: "client-portal" */ '../features/client-portal/components/client-portal-page').then((page) => page.ClientPortalPage));
const ProjectDetailPage = lazyPage(() => import('../features/project-detail/components/project-detail-page').then((page) => page.ProjectDetailPage));

const routes = (
  <>
    <Route path="/client/portal" element={<ClientPortalPage />} />
    <Route path="/project/:projectId" element={<ProjectDetailPage />} />
  </>
);

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Client portal area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
