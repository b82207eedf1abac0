import Router from '@koa/router';
import type { PageVisitor } from '@clientline/contracts/session-hint';
import { HttpError } from '../http/errors';
import { pageVisitorOf } from './session-user';

/**
 * Who opens a page, for the host's server that draws it (shell/server): their role, change token and
 * whether they must turn two-factor sign-in on first. Read from the cookie outside the session middleware,
 * so drawing a page neither counts as use of the session nor renews its cookie; signed out is an answer
 * too, not a 401.
 */
export const pageVisitorRouter = new Router();

pageVisitorRouter.get('/api/page-visitor', async (ctx) => {
  const visitor = await pageVisitorOf(ctx);
  if (!visitor) throw new HttpError(503, 'Who is signed in cannot be told right now. Try again in a moment.');
  ctx.body = visitor satisfies PageVisitor;
});
