import Router from '@koa/router';
import { automationInputSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager, requireRole } from '../session/current-user';
import {
  createProjectAutomation,
  createTemplateAutomation,
  deleteAutomation,
  listProjectAutomations,
  listTemplateAutomations,
  updateAutomation,
} from './service';

export const automationsRouter = new Router();

automationsRouter.get('/api/templates/:id/automations', requireFirmManager, async (ctx) => {
  ctx.body = await listTemplateAutomations(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

automationsRouter.post('/api/templates/:id/automations', requireFirmManager, async (ctx) => {
  const rule = parseBody(automationInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createTemplateAutomation(currentActor(ctx), parseId(ctx.params.id, 'Template'), rule);
});

automationsRouter.get('/api/projects/:id/automations', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listProjectAutomations(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});

automationsRouter.post('/api/projects/:id/automations', requireRole('organization', 'team_member'), async (ctx) => {
  const rule = parseBody(automationInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createProjectAutomation(currentActor(ctx), parseId(ctx.params.id, 'Project'), rule);
});

automationsRouter.put('/api/automations/:id', requireRole('organization', 'team_member'), async (ctx) => {
  const rule = parseBody(automationInputSchema, ctx.request.body);
  ctx.body = await updateAutomation(currentActor(ctx), parseId(ctx.params.id, 'Automation'), rule);
});

automationsRouter.delete('/api/automations/:id', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await deleteAutomation(currentActor(ctx), parseId(ctx.params.id, 'Automation'));
});
