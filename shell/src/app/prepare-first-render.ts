import { sessionApi } from '@clientline/shared-ui/api/session';
import { registerRemotes } from '../remotes/federation';
import { loadManifest } from '../remotes/manifest';
import { loadOnce } from '../remotes/remote-area';
import { provideRuntimeManifest } from '../remotes/use-runtime-manifest';
import { resolveRoute, routeEntries } from '../routing/resolve-route';
import { store } from './store';

/**
 * Gets what the page's first render needs (the manifest, who is signed in, the route's remote App), so a
 * page the api served prerendered is hydrated with the very page already on screen: no loading state in
 * between, and React keeps the server's DOM.
 */
export async function prepareFirstRender(): Promise<void> {
  const manifest = await loadManifest();
  registerRemotes(manifest.remotes);
  provideRuntimeManifest(manifest);
  const user = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()).unwrap();
  const decision = resolveRoute(window.location.pathname, routeEntries(manifest), user?.role ?? null);
  if (decision.kind === 'remote') await loadOnce(decision.remote);
}
