import { firstScreenOf, type FirstScreenQuery } from '@clientline/contracts/first-screens';
import { withParams, type RouteMatch } from '@clientline/contracts/routes';
// The data-layer modules whose endpoints the route table's first screens name: loaded here, not when the
// render reaches the component that imports them (the header's bell loads its module lazily).
import '@clientline/shared-ui/api/board';
import '@clientline/shared-ui/api/documents';
import '@clientline/shared-ui/api/messages';
import '@clientline/shared-ui/api/metrics';
import '@clientline/shared-ui/api/notifications';
import '@clientline/shared-ui/api/projects';
import '@clientline/shared-ui/api/timelines';
import { sessionApi } from '@clientline/shared-ui/api/session';
import type { CurrentUser } from '@clientline/contracts';
import { baseApi, createAppStore, type FirstScreenState } from '@clientline/shared-ui/store';
import { firstScreenStateOf, serverBaseQuery } from '@clientline/shared-ui/store/server';
import type { RuntimeManifest } from '../../src/remotes/manifest';
import { provideRemoteApp } from '../../src/remotes/remote-area';
import { provideRuntimeManifest } from '../../src/remotes/use-runtime-manifest';
import type { RemoteApps } from './remote-apps';
import { renderShell, type RenderedShell } from './render-shell';

export interface RenderedFirstScreen extends RenderedShell {
  /** The answers the page was rendered with, for the browser's store. */
  state: FirstScreenState;
}

type Store = ReturnType<typeof createAppStore>;
type Answer = { isError: boolean; data?: unknown };
type Initiate = (arg: unknown) => Parameters<Store['dispatch']>[0];

/** Asks one query of the data layer, by its endpoint's name, into `store`. */
function ask(store: Store, endpoint: string, arg: unknown): Promise<Answer> {
  const initiate = (baseApi.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>)[endpoint]?.initiate;
  if (!initiate) throw new Error(`The route table names the query ${endpoint}, which no data-layer module defines`);
  return store.dispatch(initiate(arg)) as unknown as Promise<Answer>;
}

/** Asks `queries` all at once; false when one failed (the browser then shows that failure itself). */
async function askAll(store: Store, queries: Array<{ endpoint: string; arg: unknown }>): Promise<boolean> {
  const answers = await Promise.all(queries.map(({ endpoint, arg }) => ask(store, endpoint, arg)));
  return answers.every((answer) => !answer.isError);
}

/** The declared argument with the path's params put in (`':shareToken'` is the path's token). */
function argOf(query: FirstScreenQuery, params: Record<string, string>): unknown {
  return typeof query.arg === 'string' ? withParams(query.arg, params) : query.arg;
}

/**
 * The first screen at `location` (a path and its query) rendered once for the person whose cookie `request`
 * carries, with the data its route declares (asked at once, as their browser would ask it), or null when it
 * cannot be rendered as their browser would: nobody is signed in on a page only people signed in open, the
 * shell would show them something else first (a password to change, approval to wait for, two-factor to set
 * up), or a query failed (the browser shows that failure itself).
 */
export async function renderFirstScreenPage(
  manifest: RuntimeManifest,
  { route, params }: RouteMatch,
  location: string,
  user: CurrentUser | null,
  request: { origin: string; cookie: string },
  remoteApps: RemoteApps,
): Promise<RenderedFirstScreen | null> {
  const remote = await remoteApps.load(route.remote);
  if (!remote) return null;
  provideRuntimeManifest(manifest);
  provideRemoteApp(route.remote, remote.default);
  await remote.preloadPage(new URL(location, 'http://localhost').pathname);

  const store = createAppStore(serverBaseQuery(request));
  try {
    if (user ? user.requiresPasswordChange || user.status === 'pending' || user.twoFactorEnrollmentRequired : !route.roles.includes('anonymous')) return null;
    // The account the api gave with who opens the page, as GET /api/user would answer it: no call for it.
    await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
    const audience = user?.role ?? 'anonymous';
    const queries = (firstScreenOf(route.path)?.queries ?? []).filter((query) => !query.roles || query.roles.includes(audience));
    // Every query at once; those for each item of a list (a project's card asks for that project) as soon
    // as their list is answered.
    const answered = await Promise.all(
      queries
        .filter((query) => !query.eachOf)
        .map(async (list) => {
          const answer = await ask(store, list.endpoint, argOf(list, params));
          if (answer.isError) return false;
          const perItem = queries.filter((query) => query.eachOf === list.endpoint);
          const items = Array.isArray(answer.data) ? (answer.data as Array<{ id: string }>) : [];
          return askAll(store, perItem.flatMap((query) => items.map((item) => ({ endpoint: query.endpoint, arg: item.id }))));
        }),
    );
    if (answered.includes(false)) return null;
    const page = await renderShell(location, store);
    return { ...page, state: firstScreenStateOf(store.getState()) };
  } finally {
    // Ends the subscriptions the page's queries hold (and their cache timers): this store is gone with the request.
    store.dispatch(baseApi.util.resetApiState());
  }
}
