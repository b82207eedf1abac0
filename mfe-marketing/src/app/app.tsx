import { lazy, Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { accountantPage } from '../features/landing/content/accountant-page';
import { genericPage } from '../features/landing/content/generic-page';
import { lawPage } from '../features/landing/content/law-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

// The wizard and its form code load only when someone opens /early-access, keeping the landing pages light.
const EarlyAccessPage = lazy(() => import('../features/early-access/components/early-access-page'));

const Loading = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** The Marketing pages area: every route this remote owns (see the runtime manifest). */
export default function App() {
  useScrollToTop();
  return (
    <Routes>
      <Route path="/" element={<LandingPage content={genericPage} />} />
      <Route path="/law" element={<LandingPage content={lawPage} />} />
      <Route path="/accountant" element={<LandingPage content={accountantPage} />} />
      <Route
        path="/early-access"
        element={
          <Suspense
            fallback={
              <Loading>
                <Spinner label="Loading the early-access form" />
              </Loading>
            }
          >
            <EarlyAccessPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
