import Router from '@koa/router';
import { newClientSchema } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireRole } from '../session/current-user';
import { organizationScope } from '../tenancy';
import { createClient, listClients } from './service';

export const clientsRouter = new Router();

clientsRouter.get('/api/clients', requireRole('organization', 'team_member'), async (ctx) => {
  const { organizationId } = organizationScope(currentUser(ctx));
  ctx.body = await listClients(organizationId);
});

clientsRouter.post('/api/clients', requireRole('organization'), async (ctx) => {
  const { organizationId } = organizationScope(currentUser(ctx));
  const input = parseBody(newClientSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createClient(organizationId, input);
});
