import { useState, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import RealtimeBridge from '@clientline/shared-ui/api/realtime';
import { AppProviders } from './app-providers';
import { createAppStore } from './store/root-reducer';

/** As in the shell: live updates while someone is signed in. */
function LiveUpdatesWhenSignedIn() {
  const { data: user } = useGetCurrentUserQuery();
  return user ? <RealtimeBridge /> : null;
}

/**
 * What the shell gives a remote, for a remote's own dev server (`npm run dev -w <remote>`): a store built
 * the way the shell builds it, the theme, a router, the toast viewport and the realtime bridge. Never part
 * of the product build.
 */
export function StandaloneRoot({ children }: { children: ReactNode }) {
  const [store] = useState(createAppStore);
  return (
    <AppProviders store={store}>
      <LiveUpdatesWhenSignedIn />
      {children}
    </AppProviders>
  );
}
