import { Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { lazyPage, PageLoading, preloadRoutePage } from '@clientline/shared-ui/route-pages';
import { SignedOutLink } from '../components/signed-out-link';

// Each page is its own chunk: someone signing in downloads neither Sign-in and security (its two-factor
// set-up and date-fns for the sessions list) nor the mailed links' pages. The sign-in page's chunk is named:
// the runtime manifest lists it (preloadChunks), so it comes with the page. Its tabs' Radix loads after the
// first render: the card's heading, its largest paint, is no tab (waiting for Radix painted it 280 ms later).
const AuthPage = lazyPage(() => import(/* webpackChunkName: "auth" */ '../features/auth-screen/components/auth-page').then((page) => page.AuthPage));
const FirstAccessPage = lazyPage(() => import('../features/first-access/components/first-access-page').then((page) => page.FirstAccessPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/password-reset/components/forgot-password-page').then((page) => page.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/password-reset/components/reset-password-page').then((page) => page.ResetPasswordPage),
);
const ConfirmEmailPage = lazyPage(() =>
  import('../features/email-confirmation/components/confirm-email-page').then((page) => page.ConfirmEmailPage),
);
const JoinTeamPage = lazyPage(() => import('../features/team-invitation/components/join-team-page').then((page) => page.JoinTeamPage));
const SecurityPage = lazyPage(() => import('../features/security/security-page').then((page) => page.SecurityPage));
const OrganizationLoginPage = lazyPage(() =>
  import('../features/organization-login/components/organization-login-page').then((page) => page.OrganizationLoginPage),
);

const routes = (
  <>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="/auth/first-access/:accessToken" element={<SignedOutLink><FirstAccessPage /></SignedOutLink>} />
    <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/auth/reset-password/:token" element={<SignedOutLink><ResetPasswordPage /></SignedOutLink>} />
    <Route path="/auth/join/:token" element={<SignedOutLink><JoinTeamPage /></SignedOutLink>} />
    {/* Signs nobody in or out: a registrant opens it in the browser they registered in. */}
    <Route path="/auth/confirm-email/:token" element={<ConfirmEmailPage />} />
    <Route path="/account/security" element={<SecurityPage />} />
    <Route path="/:organizationName" element={<OrganizationLoginPage />} />
  </>
);

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/**
 * The Sign-in area: every route this remote owns (see the runtime manifest). The mailed links' pages may
 * be opened signed in, and ask to sign out first. Sign-in and security is for anyone signed in.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
