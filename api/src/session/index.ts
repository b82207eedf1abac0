import type Koa from 'koa';
import type { Context, Next } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import { databaseSessionStore } from './store';

export const SESSION_COOKIE = 'clientline.sid';
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in the database; the cookie holds only the session id, signed with SESSION_SECRET
 * (app.keys). A session used in the second half of its life is extended.
 */
export function sessionMiddleware(app: Koa, config: Config) {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: config.isProduction,
      store: databaseSessionStore,
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

/** Signs the user in on a fresh session id, so an id known before sign-in is worthless after it. */
export async function startSession(ctx: Context, user: { _id: { toString(): string } }): Promise<void> {
  ctx.session!.userId = user._id.toString();
  await ctx.session!.regenerate();
}

export { endOtherSessions } from './store';
