import type { Context, Next } from 'koa';
import type { Config } from '../config';
import { HttpError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Authenticated by the firm's webhook token, never by the session cookie: a forged request has nothing to borrow. */
const CALLS_WITHOUT_COOKIE = new Set(['/api/webhooks/incoming']);

/** The protocol and Host (X-Forwarded-* when TRUST_PROXY) a request was sent to. */
type RequestAddress = Pick<Context, 'protocol' | 'host'>;

/**
 * The origin people open the app at: PUBLIC_URL, or, in development and test without it, the one the
 * request was sent to. Links and the origin checks both use it. (Koa's `ctx.origin` is not this: it
 * is the request's Origin header.)
 */
export function appOrigin(config: Config, request: RequestAddress): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** Puts the app's origin on `ctx.state.appOrigin`, for the links a response carries. */
export function recordAppOrigin(config: Config) {
  return async function setAppOrigin(ctx: Context, next: Next): Promise<void> {
    ctx.state.appOrigin = appOrigin(config, ctx);
    await next();
  };
}

/** Whether a browser page at `origin` may write and open the socket: the app itself or a TRUSTED_ORIGINS entry. */
export function isAllowedOrigin(origin: string, config: Config, request: RequestAddress): boolean {
  const normalized = originOf(origin);
  if (normalized === null) return false;
  return normalized === originOf(appOrigin(config, request)) || config.trustedOrigins.includes(normalized);
}

/**
 * Refuses a write sent by a page of another site, even a sibling subdomain that SameSite=Lax treats
 * as the same site. The page is named by `Origin`, or by `Referer` when a browser leaves Origin out.
 * A write with neither comes from no browser (curl, a firm's own systems) and may pass: browsers
 * send Origin on every POST, PUT, PATCH and DELETE.
 */
export function refuseCrossSiteWrites(config: Config) {
  return async function checkWriteOrigin(ctx: Context, next: Next): Promise<void> {
    if (WRITE_METHODS.has(ctx.method) && !CALLS_WITHOUT_COOKIE.has(ctx.path)) {
      const sender = ctx.get('Origin') || ctx.get('Referer');
      if (sender && !isAllowedOrigin(sender, config, ctx)) {
        const from = originOf(sender) ?? 'an unknown page';
        throw new HttpError(
          403,
          `Refused a change sent from another site (${from}). Open Clientline at ${appOrigin(config, ctx)} and try again.`,
        );
      }
    }
    await next();
  };
}

/** `scheme://host[:port]` of an Origin or Referer value; null for `null` or anything that is not a web address. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
