import { Suspense } from 'react';
import { Routes } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { lazyPage, preloadRoutePage, routesOf } from '@clientline/shared-ui/route-pages';
import { genericPage } from '../features/landing/content/generic-page';
import type { LandingContent } from '../features/landing/content/landing-content';
import { LandingPage } from '../features/landing/components/landing-page';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

/**
 * A landing page whose texts load with its route: `/`, the front door, carries only its own, and the
 * industry pages' come when someone opens one. The build renders each page complete (prerender-pages).
 */
function lazyLandingPage(loadContent: () => Promise<LandingContent>) {
  return lazyPage(async () => {
    const content = await loadContent();
    return function IndustryLandingPage() {
      return <LandingPage content={content} />;
    };
  });
}

const LawLandingPage = lazyLandingPage(() => import('../features/landing/content/law-page').then((module) => module.lawPage));
const AccountantLandingPage = lazyLandingPage(() =>
  import('../features/landing/content/accountant-page').then((module) => module.accountantPage),
);
// The wizard and its form code load only when someone opens /early-access, keeping the landing pages light.
const EarlyAccessPage = lazyPage(() => import('../features/early-access/components/early-access-page').then((module) => module.default));

const Loading = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

// Its paths are the route table's (`@clientline/contracts/routes`): the type checker refuses one missing or not its own.
const routes = routesOf('mfe_marketing', {
  '/': <LandingPage content={genericPage} />,
  '/law': <LawLandingPage />,
  '/accountant': <AccountantLandingPage />,
  '/early-access': <EarlyAccessPage />,
});

/**
 * Called by the shell before the first render: a prerendered industry page is hydrated with its texts
 * already here, and any page opened shows without a spinner first.
 */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Marketing pages area: every route this remote owns (see the route table). */
export default function App() {
  useScrollToTop();
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner label="Loading the page" />
        </Loading>
      }
    >
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
