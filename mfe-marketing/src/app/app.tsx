import { Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { lazyPage, preloadRoutePage } from '@clientline/shared-ui/route-pages';
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

const routes = (
  <>
    <Route path="/" element={<LandingPage content={genericPage} />} />
    <Route path="/law" element={<LawLandingPage />} />
    <Route path="/accountant" element={<AccountantLandingPage />} />
    <Route path="/early-access" element={<EarlyAccessPage />} />
  </>
);

/**
 * Called by the shell before the first render: a prerendered industry page is hydrated with its texts
 * already here, and any page opened shows without a spinner first.
 */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Marketing pages area: every route this remote owns (see the runtime manifest). */
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
