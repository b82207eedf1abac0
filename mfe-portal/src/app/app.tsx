import { Suspense } from 'react';
import { Routes } from '@clientline/shared-ui/router';
import { lazyPage, PageLoading, preloadRoutePage, routesOf } from '@clientline/shared-ui/route-pages';

// Each page is its own chunk: the portal needs no forms, so a client opening it downloads neither
// react-hook-form nor zod and the contracts' schemas, which only project detail uses.
// Its chunk is named: the route table lists it (its first screen's chunks), so it comes with the page.
const ClientPortalPage = lazyPage(() => import(/* webpackChunkName: "client-portal" */ '../features/client-portal/components/client-portal-page').then((page) => page.ClientPortalPage));
const ProjectDetailPage = lazyPage(() => import('../features/project-detail/components/project-detail-page').then((page) => page.ProjectDetailPage));

// Its paths are the route table's (`@clientline/contracts/routes`): the type checker refuses one missing or not its own.
const routes = routesOf('mfe_portal', {
  '/client/portal': <ClientPortalPage />,
  '/project/:projectId': <ProjectDetailPage />,
});

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Client portal area: every route this remote owns (see the route table). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
