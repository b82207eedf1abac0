import Router from '@koa/router';
import type { Context } from 'koa';
import { SIGNED_OUT_VISITOR, type PageVisitor } from '@clientline/contracts/session-hint';
import { changesTokenOf } from '../change-versions/changes-token';
import { HttpError } from '../http/errors';
import { sessionUserOf } from '../session/session-user';
import { presentSignedIn } from './present';

/**
 * Who opens a page, for the host's server that draws it (shell/server): their role, their account as
 * `GET /api/user` gives it (so a first screen the host renders needs no second call; during a preview, the
 * client person previewed, marked `preview`), their change token
 * and whether they must turn two-factor sign-in on first. Read from the cookie outside the session
 * middleware, so drawing a page neither counts as use of the session nor renews its cookie; signed out is
 * an answer too, not a 401.
 */
export const pageVisitorRouter = new Router();

pageVisitorRouter.get('/api/page-visitor', async (ctx) => {
  const visitor = await pageVisitorOf(ctx);
  if (!visitor) throw new HttpError(503, 'Who is signed in cannot be told right now. Try again in a moment.');
  ctx.body = visitor satisfies PageVisitor;
});

/** Who opens an app page, or null when the database cannot tell (never throws). */
async function pageVisitorOf(ctx: Context): Promise<PageVisitor | null> {
  try {
    const signedIn = await sessionUserOf(ctx);
    if (!signedIn) return SIGNED_OUT_VISITOR;
    // A firm manager previewing a client person's portal opens pages as that person.
    const user = signedIn.previewed ?? signedIn.user;
    const organizationId = user.organizationId?.toString();
    const [account, changesToken] = await Promise.all([
      presentSignedIn(user, Boolean(signedIn.previewed)),
      organizationId ? changesTokenOf(ctx.app, user._id.toString(), organizationId) : null,
    ]);
    return { audience: user.role, user: account, changesToken, mustEnrolInTwoFactor: account.twoFactorEnrollmentRequired };
  } catch {
    return null;
  }
}
