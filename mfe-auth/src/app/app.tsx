import { Route, Routes } from '@clientline/shared-ui/router';
import { AuthPage } from '../features/auth-screen/components/auth-page';
import { FirstAccessPage } from '../features/first-access/components/first-access-page';
import { OrganizationLoginPage } from '../features/organization-login/components/organization-login-page';

/** The Sign-in area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/auth/first-access/:accessToken" element={<FirstAccessPage />} />
      <Route path="/:organizationName" element={<OrganizationLoginPage />} />
    </Routes>
  );
}
