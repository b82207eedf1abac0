import type { Context } from 'koa';
import type { Logger } from '../observability/logger';
import type { RenderedFirstScreen } from './signed-in-page';

/** Renders a signed-in first screen of `remoteName` for the request; null when it cannot. */
export type RenderFirstScreen = (manifestText: string, remoteName: string, requestPath: string) => Promise<RenderedFirstScreen | null>;

/**
 * React, styled-components and the frontends' code, the remotes' too, loaded when the first page is
 * rendered or, by the server, at start (`loadRendererCode`): compiling them takes seconds, more than a
 * page waits for its render.
 */
let rendererCode: Promise<typeof import('./signed-in-page')> | null = null;

export function loadRendererCode(): Promise<typeof import('./signed-in-page')> {
  rendererCode ??= import('./signed-in-page').then(async (code) => {
    await code.loadRemoteApps();
    return code;
  });
  return rendererCode;
}

/**
 * Renders a signed-in first screen for the request's own person: the render asks this same server for the
 * data, with their cookie, as their browser would. A render that fails or takes longer than `timeoutMs` (the
 * render asks the api for the screen's data, which a slow database makes slow) is logged and the page goes
 * out unrendered, for the browser to render as any page; it never fails the page.
 */
export function firstScreenRenderer(logger: Logger, timeoutMs: number): (ctx: Context) => RenderFirstScreen {
  return (ctx) => async (manifestText, remoteName, requestPath) => {
    const request = { origin: ownOrigin(ctx), cookie: ctx.get('cookie') };
    let timer: NodeJS.Timeout | undefined;
    try {
      // Not timed: loading the code happens once (at start, on a server), and the render needs it.
      const { renderSignedInPage } = await loadRendererCode();
      const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'timed out')));
      // With its query: the portal's tab, for one, is in it.
      const location = `${requestPath}${ctx.search}`;
      const rendered = await Promise.race([renderSignedInPage(manifestText, remoteName, location, request), timedOut]);
      if (rendered !== 'timed out') return rendered;
      logger.warn({ path: requestPath, timeoutMs }, 'first screen not rendered in time: sent unrendered');
      return null;
    } catch (error) {
      logger.error({ err: error, path: requestPath }, 'first screen could not be rendered: sent unrendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** This server's own address, as the request reached it (behind a proxy too). */
function ownOrigin(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
