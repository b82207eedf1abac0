import { sessionApi } from '@clientline/shared-ui/api/session';
import { firstScreenReceived, type FirstScreenState } from '@clientline/shared-ui/store';
import { FIRST_SCREEN_STATE_ID } from '@clientline/contracts/session-hint';
import { registerRemotes } from '../remotes/federation';
import { loadManifest } from '../remotes/manifest';
import { loadOnce } from '../remotes/remote-area';
import { provideRuntimeManifest } from '../remotes/use-runtime-manifest';
import { resolveRoute } from '../routing/resolve-route';
import { preloadSignedInChrome } from './shell';
import { store } from './store';

/**
 * Gets what the page's first render needs (the manifest, who is signed in, the route's remote App, and for
 * a page the server rendered for this person the answers it was rendered with), so a page the host's server sent
 * painted is hydrated with the very page already on screen: no loading state in between, and React keeps
 * the server's DOM.
 */
export async function prepareFirstRender(): Promise<void> {
  takeFirstScreenState();
  const manifest = await loadManifest();
  registerRemotes(manifest.remotes);
  provideRuntimeManifest(manifest);
  const user = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()).unwrap();
  const { pathname, search, hash } = window.location;
  const decision = resolveRoute(`${pathname}${search}${hash}`, manifest, user?.role ?? null);
  await Promise.all([decision.kind === 'remote' && loadOnce(decision.remote), user && preloadSignedInChrome().catch(() => undefined)]);
}

/** Read once: a later render of the shell (after signing out and in) asks the api as usual. */
function takeFirstScreenState(): void {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element) return;
  element.remove();
  store.dispatch(firstScreenReceived(JSON.parse(element.textContent ?? '') as FirstScreenState));
}
