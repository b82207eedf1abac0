import { Suspense, useState } from 'react';
import { accessEndedMessageOf, useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useLocation } from '@clientline/shared-ui/router';
import { SECURITY_PATH } from '@clientline/contracts/session-hint';
import { AreaFallback, AreaLoading } from '../remotes/area-states';
import { useRuntimeManifest } from '../remotes/use-runtime-manifest';
import { ShellRoutes } from '../routing/shell-routes';
import { useSignOut } from './use-sign-out';
import { lazyWithPreload, usePageTitle } from '@clientline/shared-ui';

// The signed-in chrome and live updates (the header, the bell, every domain the bridge writes to) are
// downloaded only by someone signed in, never by a visitor of the marketing pages.
const AppHeader = lazyWithPreload(() => import('../chrome/app-header').then((module) => module.AppHeader));
const RealtimeBridge = lazyWithPreload(() => import('@clientline/shared-ui/api/realtime').then((module) => module.default));

/** Loads the signed-in chrome's code ahead, for a page painted for its user: hydrated, it then waits for nothing. */
export async function preloadSignedInChrome(): Promise<void> {
  await Promise.all([AppHeader.preload(), RealtimeBridge.preload()]);
}

// Forms code (react-hook-form, zod) is only downloaded by someone who opens a dialog. The header shows the
// account dialogs in a LoadBoundary (widgets, which a visitor's page does not download): one that cannot be
// downloaded leaves a notice with Try again, not a blank page.
const ChangePasswordDialog = lazyWithPreload(() => import('@clientline/shared-ui/change-password-dialog').then((module) => module.ChangePasswordDialog));
const NotificationSettingsDialog = lazyWithPreload(() => import('../chrome/notification-settings-dialog').then((module) => module.NotificationSettingsDialog));

const TwoFactorEnrolmentGate = lazyWithPreload(() => import('../chrome/two-factor-enrolment-gate').then((module) => module.TwoFactorEnrolmentGate));
const PendingApproval = lazyWithPreload(() => import('../chrome/pending-approval').then((module) => module.PendingApproval));
const AccessEndedNotice = lazyWithPreload(() => import('../chrome/access-ended-notice').then((module) => module.AccessEndedNotice));

/** The page of a user who must change their password before anything else. */
function RequiredPasswordChangeTitle() {
  usePageTitle('Change your password');
  return null;
}

type AccountDialog = 'change-password' | 'notification-settings' | null;

/**
 * The auth gate and chrome: waits for the manifest and the current user, shows only the password dialog
 * to a user who must change their password, only the waiting screen to a member waiting for approval,
 * only Sign-in and security to someone their firm requires two-factor sign-in of who has not turned it on,
 * and otherwise the header (signed in) and the routed remote. Someone whose removal from the firm ended
 * their session keeps the page they had, under a notice saying so, until they go to sign-in.
 * Remotes render their own <main> landmark, with the id the skip link names (MAIN_CONTENT_ID).
 */
export function Shell() {
  const { state: manifest, retry: retryManifest } = useRuntimeManifest();
  const currentUser = useGetCurrentUserQuery();
  const { signOut, signingOut } = useSignOut();
  const [openDialog, setOpenDialog] = useState<AccountDialog>(null);
  const { pathname } = useLocation();
  const closeDialog = () => setOpenDialog(null);
  const accessEnded = accessEndedMessageOf(currentUser.error);

  if (manifest.status === 'failed') return <AreaFallback title="Clientline" onRetry={retryManifest} />;
  if (currentUser.isError && !accessEnded) return <AreaFallback title="Your session" onRetry={currentUser.refetch} />;
  if (signingOut) return <AreaLoading title="Signing out" />;
  if (manifest.status === 'loading' || currentUser.isLoading) return <AreaLoading title="Clientline" />;

  const user = currentUser.data ?? null;
  const enrolling = user?.twoFactorEnrollmentRequired === true;
  if (user?.requiresPasswordChange) {
    return (
      <Suspense fallback={<AreaLoading title="Change Password" />}>
        <RequiredPasswordChangeTitle />
        <ChangePasswordDialog open required onClose={() => undefined} onSignOut={signOut} />
      </Suspense>
    );
  }

  if (user?.status === 'pending') {
    return (
      <Suspense fallback={<AreaLoading title="your account" />}>
        <PendingApproval user={user} onSignOut={signOut} />
      </Suspense>
    );
  }

  return (
    <>
      {accessEnded && (
        <Suspense fallback={null}>
          <AccessEndedNotice message={accessEnded} />
        </Suspense>
      )}
      {/* The firm requires two-factor sign-in and they have not turned it on: Sign-in and security alone,
          under a notice. The routes stay mounted when they enrol, so the recovery codes stay on screen. */}
      {user && enrolling && (
        <Suspense fallback={null}>
          <TwoFactorEnrolmentGate onSignOut={signOut} />
        </Suspense>
      )}
      {/* A boundary each: under one, the bridge's suspending held back the header's download by a wave. */}
      {user && !enrolling && (
        <>
          <Suspense fallback={null}>
            <RealtimeBridge />
          </Suspense>
          <Suspense fallback={null}>
            <AppHeader
              user={user}
              onChangePassword={() => setOpenDialog('change-password')}
              onNotificationSettings={() => setOpenDialog('notification-settings')}
              onSignOut={signOut}
              onCloseDialog={closeDialog}
            >
              {openDialog === 'change-password' && <ChangePasswordDialog open onClose={closeDialog} />}
              {openDialog === 'notification-settings' && <NotificationSettingsDialog user={user} onClose={closeDialog} />}
            </AppHeader>
          </Suspense>
        </>
      )}
      {(!enrolling || pathname === SECURITY_PATH) && <ShellRoutes manifest={manifest.manifest} role={user?.role ?? null} />}
    </>
  );
}
