import Router from '@koa/router';
import { reauthenticateSchema, type OkMessage } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireUser } from '../session/current-user';
import { stampAuthentication } from '../session/recent-authentication';
import { confirmIdentity } from './reauthentication';

export const reauthenticationRouter = new Router();

/** The password again (docs/api.md, "Confirming it's you"): sensitive calls of this session need none for a while. */
reauthenticationRouter.post('/api/user/reauthenticate', requireUser, async (ctx) => {
  const input = parseBody(reauthenticateSchema, ctx.request.body);
  await confirmIdentity(currentUser(ctx), input, ctx.ip);
  stampAuthentication(ctx);
  ctx.body = { ok: true, message: 'Confirmed: you can continue.' } satisfies OkMessage;
});
