import Router from '@koa/router';
import { SESSION_ALREADY_ENDED, sessionName, type SessionsEndedResponse, type UserSessionsResponse } from '@clientline/contracts';
import { recordAudit, sessionObject } from '../audit/record';
import { HttpError } from '../http/errors';
import { currentUser, requireUser } from './current-user';
import { endOtherUserSessions, endUserSession, listUserSessions } from './user-sessions';

/** The signed-in person's own sessions: list them, end one, end all but this one (docs/api.md, "Sessions"). */
export const userSessionsRouter = new Router();

userSessionsRouter.get('/api/user/sessions', requireUser, async (ctx) => {
  ctx.body = { sessions: await listUserSessions(currentUser(ctx), ctx.session?.externalKey) } satisfies UserSessionsResponse;
});

userSessionsRouter.delete('/api/user/sessions/:id', requireUser, async (ctx) => {
  const ended = await endUserSession(currentUser(ctx), String(ctx.params.id));
  if (!ended) throw new HttpError(404, SESSION_ALREADY_ENDED);
  const endsThisOne = ended.sessionId === ctx.session?.externalKey;
  // Named by its public id (the session id is the cookie's secret) and as the list shows it: 'Safari on iOS'.
  await recordAudit({ action: 'session.ended', object: sessionObject(ended.session.id, `${sessionName(ended.session)}${endsThisOne ? ' (this browser)' : ''}`) });
  // Ending the session that asked is a logout: the answer clears the cookie.
  if (endsThisOne) ctx.session = null;
  ctx.body = { ok: true, message: 'Signed out', ended: 1 } satisfies SessionsEndedResponse;
});

userSessionsRouter.post('/api/user/sessions/end-others', requireUser, async (ctx) => {
  const ended = await endOtherUserSessions(currentUser(ctx), ctx.session?.externalKey);
  if (ended > 0) await recordAudit({ action: 'sessions.ended_elsewhere', detail: ended === 1 ? '1 other session' : `${ended} other sessions` });
  ctx.body = {
    ok: true,
    message: ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`,
    ended,
  } satisfies SessionsEndedResponse;
});
