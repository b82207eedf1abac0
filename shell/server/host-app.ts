import Koa from 'koa';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { securityHeaderValues } from '@clientline/contracts/security-headers';
import type { HostConfig } from './config';
import { remoteServerBuilds, type RemoteApps } from './first-screen/remote-apps';
import { firstScreenRenderer } from './first-screen/renderer';
import { notFound, serveFrontends } from './frontends';
import { askPageVisitor } from './page-visitor';

export interface HostAppOptions {
  config: HostConfig;
  logger: Logger;
  /** Signed-in first screens the manifest marks `serverRendered` are rendered; a test of the page sent without one says false. */
  renderFirstScreens?: boolean;
  /** Where the remotes' code for first screens comes from: their server builds under the frontends' root. */
  remoteApps?: RemoteApps;
}

/**
 * The host's server: every HTML page (prerendered, first screens rendered for their person, or the shell
 * alone), the built files of the shell and remotes, and the runtime manifest. It holds no session: it asks
 * the api who opens a page and, for a first screen, for its data, with the request's cookie.
 */
export function createHostApp({ config, logger, renderFirstScreens = true, remoteApps = remoteServerBuilds(config.rootDir) }: HostAppOptions): Koa {
  const app = new Koa({ env: config.isProduction ? 'production' : 'development' });
  const headers = securityHeaderValues(config);
  const apiOriginOf = (ctx: Context): string => ctx.state.apiOrigin;
  app.on('error', (error: Error) => logger.info({ err: error }, 'request ended early'));

  app.use(async (ctx, next) => {
    // Taken before anything waits: the socket of a visitor who has left no longer says its address.
    ctx.state.apiOrigin = config.apiOrigin ?? ownOrigin(ctx);
    ctx.set(headers);
    try {
      await next();
    } catch (error) {
      logger.error({ err: error, path: ctx.path }, `${ctx.method} ${ctx.path} failed`);
      ctx.status = 500;
      ctx.type = 'text/plain';
      ctx.body = 'Something went wrong. Please reload the page.';
    }
    if (ctx.status === 404 && ctx.body === undefined) notFound(ctx);
  });
  app.use(
    serveFrontends({
      rootDir: config.rootDir,
      manifestPath: config.manifestPath,
      visitorOf: (ctx) => askPageVisitor(ctx, apiOriginOf(ctx)),
      firstScreenRendererOf: renderFirstScreens ? firstScreenRenderer(logger, config.firstScreens, apiOriginOf, remoteApps) : undefined,
    }),
  );
  return app;
}

/** The server the request reached, when the api answers on it too (one process, `npm start`). */
function ownOrigin(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
