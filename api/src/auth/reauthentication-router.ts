import Router from '@koa/router';
import { reauthenticateSchema, type OkMessage } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireUser } from '../session/current-user';
import { requireRecentAuthentication, stampAuthentication } from '../session/recent-authentication';
import { confirmIdentity } from './reauthentication';

export const reauthenticationRouter = new Router();

/** The password again (docs/api.md, "Confirming it's you"): sensitive calls of this session need none for a while. */
reauthenticationRouter.post('/api/user/reauthenticate', requireUser, async (ctx) => {
  const input = parseBody(reauthenticateSchema, ctx.request.body);
  await confirmIdentity(currentUser(ctx), input, ctx.ip);
  stampAuthentication(ctx);
  ctx.body = { ok: true, message: 'Confirmed: you can continue.' } satisfies OkMessage;
});

/**
 * Asks whether this session's sensitive calls would go through now, for a sensitive download a browser makes
 * by itself (the audit log's CSV: a link, whose 403 no script would see): 200, or the 403 that asks again.
 */
reauthenticationRouter.get('/api/user/recent-authentication', requireRecentAuthentication, (ctx) => {
  ctx.body = { ok: true, message: 'Your password was given in the last few minutes.' } satisfies OkMessage;
});
