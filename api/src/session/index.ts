import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import { requestUserAgent } from '../http/user-agent';
import { stampAuthentication } from './recent-authentication';
import { databaseSessionStore, recordSignIn } from './store';

/** The session cookie's name in development and test (plain http on localhost). */
export const SESSION_COOKIE = 'clientline.sid';
/**
 * In production: the `__Host-` prefix makes browsers keep the cookie only if it is Secure, has Path=/ and
 * no Domain, so neither a subdomain nor a plain-http page can set or shadow it (its `.sig` too).
 */
export const PRODUCTION_SESSION_COOKIE = '__Host-clientline.sid';

/** The one name every reader uses: the session middleware, the socket handshake and the pages' hint. */
export function sessionCookieName(app: { env: string }): string {
  return app.env === 'production' ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;
}
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in the database; the cookie holds only the session id, signed with SESSION_SECRET
 * (app.keys). A session used in the second half of its life is extended.
 */
export function sessionMiddleware(app: Koa, config: Config) {
  return createSession(
    {
      // No domain, and the cookies library's default path `/`: what the __Host- prefix requires.
      key: sessionCookieName(app),
      maxAge: SESSION_MAX_AGE_MS,
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: config.isProduction,
      store: databaseSessionStore,
      // koa-session's own (randomUUID), also kept on the request: after regenerate, ctx.session.externalKey
      // still names the session it replaced, and startSession records the sign-in on the new one.
      genid: (ctx: Context) => {
        const id = randomUUID();
        ctx.state.startedSessionId = id;
        return id;
      },
    },
    app,
  );
}

/**
 * In production the site is served over HTTPS, but TLS may end at a proxy in front of us: the
 * cookie library would then refuse to set a Secure cookie, so tell it the connection is secure.
 */
export async function trustConnectionIsSecure(ctx: Context, next: Next): Promise<void> {
  ctx.cookies.secure = true;
  await next();
}

/**
 * Signs the user in on a fresh session id, so an id known before sign-in is worthless after it (the password
 * was just given: stampAuthentication), and records
 * when, from which address and with which browser, for the person's list of sessions. Answers the new
 * session's id (ctx.session.externalKey still names the replaced one until the next request).
 */
export async function startSession(ctx: Context, user: { _id: { toString(): string } }): Promise<string> {
  // A session this request already ended (it had idled out: loadCurrentUser) leaves none to sign in on.
  if (!ctx.session) ctx.session = {};
  ctx.session!.userId = user._id.toString();
  stampAuthentication(ctx);
  await ctx.session!.regenerate();
  const sessionId = ctx.state.startedSessionId as string;
  await recordSignIn(sessionId, { address: ctx.ip, userAgent: requestUserAgent(ctx) });
  return sessionId;
}

export { endOtherSessions } from './store';
