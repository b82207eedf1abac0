import { Suspense } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { useIdentityCheckAsked } from '../store/reauthentication';

const ReauthenticationDialog = lazyWithPreload(() => import('../reauthentication-dialog').then((module) => module.default));

/**
 * Shows "Confirm it's you" while a sensitive call waits for it (store/reauthentication.ts). Its code loads
 * the first time it is asked. Render once, inside the store Provider and UiProvider (AppProviders does).
 */
export function ReauthenticationGate() {
  if (!useIdentityCheckAsked()) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog />
    </Suspense>
  );
}
