import type { ComponentType } from 'react';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { baseApi, createAppStore, type FirstScreenState } from '@clientline/shared-ui/store';
import { firstScreenStateOf, serverBaseQuery } from '@clientline/shared-ui/store/server';
import { parseManifest } from '../../../shell/src/remotes/manifest';
import { provideRemoteApp } from '../../../shell/src/remotes/remote-area';
import { provideRuntimeManifest } from '../../../shell/src/remotes/use-runtime-manifest';
import { renderShell, type RenderedShell } from './render-shell';

/** A remote's `./App` module, as the shell loads it. */
interface RemoteAppModule {
  default: ComponentType;
  preloadPage(pathname: string): Promise<unknown>;
}

/**
 * The remotes whose first screens the api may render, by federation name, from the same source their
 * build is made of (one deploy holds both). A route is rendered only where the manifest says so
 * (`serverRendered`): its screen must render the same on a server as in the browser's first render.
 */
const REMOTE_APPS: Record<string, () => Promise<RemoteAppModule>> = {
  mfe_workspace: () => import('../../../mfe-workspace/src/app/app'),
  mfe_portal: () => import('../../../mfe-portal/src/app/app'),
};

/** Loads every renderable remote's code ahead (at start): the first page of each would otherwise wait for it. */
export async function loadRemoteApps(): Promise<void> {
  await Promise.all(Object.values(REMOTE_APPS).map((load) => load()));
}

/** Renders repeat while they start new requests (a project's card asks for its project): at most this often. */
const MAX_RENDERS = 4;

export interface RenderedFirstScreen extends RenderedShell {
  /** The answers the page was rendered with, for the browser's store. */
  state: FirstScreenState;
}

/**
 * The first screen at `location` (a path and its query) rendered for the person whose cookie `request`
 * carries, with the data it shows, or null when it cannot be rendered as their browser would: nobody is
 * signed in, the shell would show them something else first (a password to change, approval to wait for,
 * two-factor to set up), or a request failed (the browser shows that failure itself).
 */
export async function renderSignedInPage(
  manifestText: string,
  remoteName: string,
  location: string,
  request: { origin: string; cookie: string },
): Promise<RenderedFirstScreen | null> {
  const loadRemote = REMOTE_APPS[remoteName];
  if (!loadRemote) return null;
  provideRuntimeManifest(parseManifest(JSON.parse(manifestText)));
  const remote = await loadRemote();
  provideRemoteApp(remoteName, remote.default);
  await remote.preloadPage(new URL(location, 'http://localhost').pathname);

  const store = createAppStore(serverBaseQuery(request));
  try {
    const user = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()).unwrap();
    if (!user || user.requiresPasswordChange || user.status === 'pending' || user.twoFactorEnrollmentRequired) return null;
    for (let render = 1; render <= MAX_RENDERS; render += 1) {
      const page = await renderShell(location, store);
      const started = await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      if (started.some((query) => query.isError)) return null;
      if (started.length === 0) return { ...page, state: firstScreenStateOf(store.getState()) };
    }
    return null;
  } finally {
    // Ends the polling the page's queries started: this store is gone with the request.
    store.dispatch(baseApi.util.resetApiState());
  }
}
