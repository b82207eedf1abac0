import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { genericPage } from '../features/landing/content/generic-page';
import type { LandingContent } from '../features/landing/content/landing-content';
import { LandingPage } from '../features/landing/components/landing-page';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

/**
 * A landing page whose texts load with its route: `/`, the front door, carries only its own, and the
 * industry pages' come when someone opens one. The build renders each page complete (prerender-pages).
 */
function lazyLandingPage(loadContent: () => Promise<LandingContent>) {
  return lazy(async () => {
    const content = await loadContent();
    return { default: () => <LandingPage content={content} /> };
  });
}

const LawLandingPage = lazyLandingPage(() => import('../features/landing/content/law-page').then((module) => module.lawPage));
const AccountantLandingPage = lazyLandingPage(() =>
  import('../features/landing/content/accountant-page').then((module) => module.accountantPage),
);
// The wizard and its form code load only when someone opens /early-access, keeping the landing pages light.
const EarlyAccessPage = lazy(() => import('../features/early-access/components/early-access-page'));

const Loading = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** A route whose page loads on demand, with a spinner until its code is here. */
function LoadsOnDemand({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner label={label} />
        </Loading>
      }
    >
      {children}
    </Suspense>
  );
}

/** The Marketing pages area: every route this remote owns (see the runtime manifest). */
export default function App() {
  useScrollToTop();
  return (
    <Routes>
      <Route path="/" element={<LandingPage content={genericPage} />} />
      <Route
        path="/law"
        element={
          <LoadsOnDemand label="Loading the page">
            <LawLandingPage />
          </LoadsOnDemand>
        }
      />
      <Route
        path="/accountant"
        element={
          <LoadsOnDemand label="Loading the page">
            <AccountantLandingPage />
          </LoadsOnDemand>
        }
      />
      <Route
        path="/early-access"
        element={
          <LoadsOnDemand label="Loading the early-access form">
            <EarlyAccessPage />
          </LoadsOnDemand>
        }
      />
    </Routes>
  );
}
