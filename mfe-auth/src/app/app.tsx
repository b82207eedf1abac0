import { Suspense } from 'react';
import { Routes } from '@clientline/shared-ui/router';
import { lazyPage, PageLoading, preloadRoutePage, routesOf } from '@clientline/shared-ui/route-pages';
import { SignedOutLink } from '../components/signed-out-link';

// Each page is its own chunk: someone signing in downloads neither Sign-in and security (its two-factor
// set-up and date-fns for the sessions list) nor the mailed links' pages. The sign-in page's chunk is named:
// the route table lists it (its first screen's chunks), so it comes with the page. Its tabs' Radix loads after the
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

// Its paths are the route table's (`@clientline/contracts/routes`): the type checker refuses one missing or not its own.
const routes = routesOf('mfe_auth', {
  '/auth': <AuthPage />,
  '/auth/first-access/:accessToken': <SignedOutLink><FirstAccessPage /></SignedOutLink>,
  '/auth/forgot-password': <ForgotPasswordPage />,
  '/auth/reset-password/:token': <SignedOutLink><ResetPasswordPage /></SignedOutLink>,
  '/auth/join/:token': <SignedOutLink><JoinTeamPage /></SignedOutLink>,
  // Signs nobody in or out: a registrant opens it in the browser they registered in.
  '/auth/confirm-email/:token': <ConfirmEmailPage />,
  '/account/security': <SecurityPage />,
  '/:organizationName': <OrganizationLoginPage />,
});

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/**
 * The Sign-in area: every route this remote owns (see the route table). The mailed links' pages may
 * be opened signed in, and ask to sign out first. Sign-in and security is for anyone signed in.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
