import Router from '@koa/router';
import { firmRoleSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager, requireRole } from '../session/current-user';
import { createRole, deleteRole, listRoles, renameRole } from './service';

export const firmRolesRouter = new Router();

firmRolesRouter.get('/api/firm-roles', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listRoles(currentActor(ctx));
});

firmRolesRouter.post('/api/firm-roles', requireFirmManager, async (ctx) => {
  const { name } = parseBody(firmRoleSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createRole(currentActor(ctx), name);
});

firmRolesRouter.patch('/api/firm-roles/:id', requireFirmManager, async (ctx) => {
  const roleId = parseId(ctx.params.id, 'Role');
  const { name } = parseBody(firmRoleSchema, ctx.request.body);
  ctx.body = await renameRole(currentActor(ctx), roleId, name);
});

firmRolesRouter.delete('/api/firm-roles/:id', requireFirmManager, async (ctx) => {
  ctx.body = await deleteRole(currentActor(ctx), parseId(ctx.params.id, 'Role'));
});
