import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from './logger';

declare module 'koa' {
  interface DefaultState {
    /** The logger of this request (its lines carry the request id), set by logRequests. */
    log?: Logger;
  }
}

/** What a proxy's request id may look like (a UUID, a hex or base64url id); anything else gets a fresh one. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * First in the chain: gives each request an id (the proxy's `X-Request-Id` when it is sane), answers it
 * in `X-Request-Id`, and writes one line when the request is done. The line names the route pattern,
 * never the URL (ids, share tokens and query strings stay out), and no header or body.
 */
export function logRequests(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    const proposed = ctx.get('X-Request-Id');
    const requestId = ACCEPTED_REQUEST_ID.test(proposed) ? proposed : randomUUID();
    ctx.set('X-Request-Id', requestId);
    ctx.state.log = logger.child({ requestId });
    try {
      await next();
    } finally {
      const durationMs = Math.round(performance.now() - started);
      const route = matchedRoute(ctx);
      const { user, actor, previewBy } = ctx.state;
      ctx.state.log.info(
        {
          method: ctx.method,
          route,
          status: ctx.status,
          durationMs,
          // During a preview, the firm manager who asked, and the client person it was answered as.
          userId: (previewBy ?? user)?._id.toString(),
          previewOf: previewBy && user?._id.toString(),
          organizationId: (actor?.organizationId ?? user?.organizationId)?.toString(),
        },
        `${ctx.method} ${route ?? '(no route)'} ${ctx.status} ${durationMs} ms`,
      );
    }
  };
}

/** The @koa/router path pattern that answered (`/api/projects/:id`), or undefined (a page, a file, a 404). */
export function matchedRoute(ctx: Context): string | undefined {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' ? route : undefined;
}
