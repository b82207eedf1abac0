import { Route, Routes } from '@clientline/shared-ui/router';
import { AuthPage } from '../features/auth-screen/components/auth-page';
import { FirstAccessPage } from '../features/first-access/components/first-access-page';
import { OrganizationLoginPage } from '../features/organization-login/components/organization-login-page';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { JoinTeamPage } from '../features/team-invitation/components/join-team-page';

/** The Sign-in area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/auth/first-access/:accessToken" element={<FirstAccessPage />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/auth/join/:token" element={<JoinTeamPage />} />
      <Route path="/:organizationName" element={<OrganizationLoginPage />} />
    </Routes>
  );
}
