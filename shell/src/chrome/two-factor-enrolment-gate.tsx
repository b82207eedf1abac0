import { Button } from '@clientline/shared-ui';
import { Navigate, useLocation } from '@clientline/shared-ui/router';
import { SECURITY_PATH } from '@clientline/contracts/session-hint';
import { NoticeBar } from './notice-bar';

/**
 * Shown instead of the header to someone whose firm requires two-factor sign-in and who has not turned it
 * on: every other page sends them to Sign-in and security (the api refuses everything else with a 403
 * until they enrol), which the shell shows under this notice saying why, with Logout.
 */
export function TwoFactorEnrolmentGate({ onSignOut }: { onSignOut(): void }) {
  const { pathname } = useLocation();
  if (pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return (
    <>
      <NoticeBar role="region" aria-label="Two-factor sign-in required">
        <p>
          <strong>Your firm requires two-factor sign-in.</strong> Turn it on below to continue using Clientline.
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={onSignOut}>
          Logout
        </Button>
      </NoticeBar>
    </>
  );
}
