import { Route, Routes } from '@clientline/shared-ui/router';
import { AuthPage } from '../features/auth-screen/components/auth-page';
import { FirstAccessPage } from '../features/first-access/components/first-access-page';
import { SignedOutLink } from '../components/signed-out-link';
import { OrganizationLoginPage } from '../features/organization-login/components/organization-login-page';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { JoinTeamPage } from '../features/team-invitation/components/join-team-page';
import { SecurityPage } from '../features/security/security-page';

/**
 * The Sign-in area: every route this remote owns (see the runtime manifest). The mailed links' pages may
 * be opened signed in, and ask to sign out first. Sign-in and security is for anyone signed in.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/auth/first-access/:accessToken" element={<SignedOutLink><FirstAccessPage /></SignedOutLink>} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password/:token" element={<SignedOutLink><ResetPasswordPage /></SignedOutLink>} />
      <Route path="/auth/join/:token" element={<SignedOutLink><JoinTeamPage /></SignedOutLink>} />
      <Route path="/account/security" element={<SecurityPage />} />
      <Route path="/:organizationName" element={<OrganizationLoginPage />} />
    </Routes>
  );
}
