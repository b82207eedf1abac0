import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetCurrentUserQuery, useLogoutMutation } from '@clientline/shared-ui/store';
import { AppHeader } from '../chrome/app-header';
import { ChangePasswordDialog } from '../chrome/change-password-dialog';
import { AreaFallback, AreaLoading } from '../remotes/area-states';
import { useRuntimeManifest } from '../remotes/use-runtime-manifest';
import { ShellRoutes } from '../routing/shell-routes';

/**
 * The auth gate and chrome: waits for the manifest and the current user, shows only the password dialog
 * to a user who must change their password, and otherwise the header (signed in) and the routed remote.
 * Remotes render their own <main> landmark.
 */
export function Shell() {
  const { state: manifest, retry: retryManifest } = useRuntimeManifest();
  const currentUser = useGetCurrentUserQuery();
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);

  if (manifest.status === 'failed') return <AreaFallback title="Clientline" onRetry={retryManifest} />;
  if (currentUser.isError) return <AreaFallback title="Your session" onRetry={currentUser.refetch} />;
  if (manifest.status === 'loading' || currentUser.isLoading) return <AreaLoading title="Clientline" />;

  const user = currentUser.data ?? null;
  if (user?.requiresPasswordChange) {
    return (
      <ChangePasswordDialog
        open
        required
        onClose={() => undefined}
        onSignOut={async () => {
          await logout();
          navigate('/');
        }}
      />
    );
  }

  return (
    <>
      {user && <AppHeader user={user} onChangePassword={() => setChangingPassword(true)} />}
      <ShellRoutes manifest={manifest.manifest} role={user?.role ?? null} />
      {user && <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />}
    </>
  );
}
