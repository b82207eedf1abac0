import Router from '@koa/router';
import { newClientSchema } from '@clientline/contracts';
import { inviteClient, renewClientAccess } from '../auth/client-accounts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireRole } from '../session/current-user';
import { listClients } from './service';

export const clientsRouter = new Router();

clientsRouter.get('/api/clients', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listClients(currentActor(ctx));
});

clientsRouter.post('/api/clients', requireRole('organization'), async (ctx) => {
  const input = parseBody(newClientSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await inviteClient(currentActor(ctx), input);
});

clientsRouter.post('/api/clients/:id/access-link', requireRole('organization'), async (ctx) => {
  ctx.body = await renewClientAccess(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});
