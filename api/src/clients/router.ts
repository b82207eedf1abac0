import Router from '@koa/router';
import { newClientSchema } from '@clientline/contracts';
import { queueClientInvitation } from '../auth/account-mails';
import { inviteClient, renewClientAccess, sendClientPasswordReset } from '../auth/client-accounts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager, requireRole } from '../session/current-user';
import { listClients } from './service';

export const clientsRouter = new Router();

clientsRouter.get('/api/clients', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listClients(currentActor(ctx));
});

clientsRouter.post('/api/clients', requireFirmManager, async (ctx) => {
  const input = parseBody(newClientSchema, ctx.request.body);
  const actor = currentActor(ctx);
  const client = await inviteClient(actor, input);
  await queueClientInvitation(actor, client);
  ctx.status = 201;
  ctx.body = client;
});

clientsRouter.post('/api/clients/:id/access-link', requireFirmManager, async (ctx) => {
  const actor = currentActor(ctx);
  const renewed = await renewClientAccess(actor, parseId(ctx.params.id, 'Client'));
  await queueClientInvitation(actor, renewed);
  ctx.body = renewed;
});

clientsRouter.post('/api/clients/:id/password-reset', requireFirmManager, async (ctx) => {
  ctx.body = await sendClientPasswordReset(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});
