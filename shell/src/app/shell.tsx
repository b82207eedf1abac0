import { useState } from 'react';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/store';
import { AppHeader } from '../chrome/app-header';
import { ChangePasswordDialog } from '../chrome/change-password-dialog';
import { AreaFallback, AreaLoading } from '../remotes/area-states';
import { useRuntimeManifest } from '../remotes/use-runtime-manifest';
import { ShellRoutes } from '../routing/shell-routes';
import { useSignOut } from './use-sign-out';

/**
 * The auth gate and chrome: waits for the manifest and the current user, shows only the password dialog
 * to a user who must change their password, and otherwise the header (signed in) and the routed remote.
 * Remotes render their own <main> landmark.
 */
export function Shell() {
  const { state: manifest, retry: retryManifest } = useRuntimeManifest();
  const currentUser = useGetCurrentUserQuery();
  const { signOut, signingOut } = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);

  if (manifest.status === 'failed') return <AreaFallback title="Clientline" onRetry={retryManifest} />;
  if (currentUser.isError) return <AreaFallback title="Your session" onRetry={currentUser.refetch} />;
  if (signingOut) return <AreaLoading title="Signing out" />;
  if (manifest.status === 'loading' || currentUser.isLoading) return <AreaLoading title="Clientline" />;

  const user = currentUser.data ?? null;
  if (user?.requiresPasswordChange) {
    return (
      <ChangePasswordDialog
        open
        required
        onClose={() => undefined}
        onSignOut={signOut}
      />
    );
  }

  return (
    <>
      {user && (
        <AppHeader
          user={user}
          onChangePassword={() => setChangingPassword(true)}
          onSignOut={signOut}
        />
      )}
      <ShellRoutes manifest={manifest.manifest} role={user?.role ?? null} />
      {user && <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />}
    </>
  );
}
