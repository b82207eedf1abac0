import type { CurrentUser } from '@clientline/contracts';
import type { RouteMatch } from '@clientline/contracts/routes';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { RuntimeManifest } from '../../src/remotes/manifest';
import type { RenderedFirstScreen } from './first-screen-page';
import { RENDERED_REMOTES, type RemoteApps } from './remote-apps';

/** Renders the first screen of the route `match` for the request's person (`user`, null for a visitor); null when it cannot. */
export type RenderFirstScreen = (manifest: RuntimeManifest, match: RouteMatch, requestPath: string, user: CurrentUser | null) => Promise<RenderedFirstScreen | null>;

/** What renders one page (first-screen-page.ts); a test gives one it controls. */
export type RenderPage = typeof import('./first-screen-page').renderFirstScreenPage;

export interface FirstScreenLimits {
  /** How long a page waits for its first screen before it goes out unrendered. */
  timeoutMs: number;
  /** How many first screens render at once; a page past them goes out unrendered at once. */
  atOnce: number;
}

/** React, styled-components and the shell's code, loaded with the first page or at start (`prepareFirstScreens`). */
let rendererCode: Promise<typeof import('./first-screen-page')> | null = null;
const loadRendererCode = () => (rendererCode ??= import('./first-screen-page'));

/**
 * Loads what rendering a first screen needs, before the server listens: the renderer's code and the remotes'
 * server builds take seconds to load, more than a page waits for its render.
 */
export async function prepareFirstScreens(remoteApps: RemoteApps): Promise<void> {
  await Promise.all([loadRendererCode(), ...RENDERED_REMOTES.map((remote) => remoteApps.load(remote))]);
}

/**
 * Renders a signed-in first screen for the request's own person: the render asks the api at `apiOriginOf`
 * for the screen's data with their cookie, as their browser would. A render that fails, takes longer than
 * the time limit (a slow database makes the api slow) or would exceed the renders at once is logged and the
 * page goes out unrendered, for the browser to render as any page: never slower than that, never failed.
 */
export function firstScreenRenderer(
  logger: Logger,
  limits: FirstScreenLimits,
  apiOriginOf: (ctx: Context) => string,
  remoteApps: RemoteApps,
  loadRender: () => Promise<RenderPage> = async () => (await loadRendererCode()).renderFirstScreenPage,
): (ctx: Context) => RenderFirstScreen {
  let rendering = 0;
  return (ctx) => async (manifest, match, requestPath, user) => {
    if (rendering >= limits.atOnce) {
      logger.warn({ path: requestPath, atOnce: limits.atOnce }, 'first screen not rendered: as many render already; sent unrendered');
      return null;
    }
    // Counted until the render ends, not until the page stops waiting for it: a late render still takes its share.
    rendering += 1;
    let rendered: Promise<RenderedFirstScreen | null> | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      // Not timed: loading the code happens once (at start, on a server), and the render needs it.
      const renderFirstScreenPage = await loadRender();
      const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(resolve, limits.timeoutMs, 'timed out')));
      // With its query: the portal's tab, for one, is in it.
      const location = `${requestPath}${ctx.search}`;
      rendered = renderFirstScreenPage(manifest, match, location, user, { origin: apiOriginOf(ctx), cookie: ctx.get('cookie') }, remoteApps);
      const first = await Promise.race([rendered, timedOut]);
      if (first !== 'timed out') return first;
      logger.warn({ path: requestPath, timeoutMs: limits.timeoutMs }, 'first screen not rendered in time: sent unrendered');
      return null;
    } catch (error) {
      logger.error({ err: error, path: requestPath }, 'first screen could not be rendered: sent unrendered');
      return null;
    } finally {
      clearTimeout(timer);
      if (rendered) void rendered.catch(() => null).finally(() => (rendering -= 1));
      else rendering -= 1;
    }
  };
}
