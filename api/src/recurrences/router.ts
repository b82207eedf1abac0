import Router from '@koa/router';
import { projectRecurrenceSchema, recurrenceChangeSchema, recurrenceClientChangeSchema, templateRecurrenceSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { recurrenceOfProject, repeatProject } from './project-recurrence';
import { changeRecurrence, changeRecurrenceClient, endRecurrence, endRecurrenceForClient, getRecurrence, setUpRecurrence } from './service';

export const recurrencesRouter = new Router();

recurrencesRouter.get('/api/templates/:id/recurrence', requireFirmManager, async (ctx) => {
  ctx.body = await getRecurrence(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

recurrencesRouter.post('/api/templates/:id/recurrence', requireFirmManager, async (ctx) => {
  const templateId = parseId(ctx.params.id, 'Template');
  const request = parseBody(templateRecurrenceSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await setUpRecurrence(currentActor(ctx), templateId, request);
});

recurrencesRouter.patch('/api/templates/:id/recurrence', requireFirmManager, async (ctx) => {
  const templateId = parseId(ctx.params.id, 'Template');
  ctx.body = await changeRecurrence(currentActor(ctx), templateId, parseBody(recurrenceChangeSchema, ctx.request.body));
});

recurrencesRouter.delete('/api/templates/:id/recurrence', requireFirmManager, async (ctx) => {
  ctx.body = await endRecurrence(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

recurrencesRouter.patch('/api/templates/:id/recurrence/clients/:clientId', requireFirmManager, async (ctx) => {
  const templateId = parseId(ctx.params.id, 'Template');
  const clientId = parseId(ctx.params.clientId, 'Client');
  const { paused } = parseBody(recurrenceClientChangeSchema, ctx.request.body);
  ctx.body = await changeRecurrenceClient(currentActor(ctx), templateId, clientId, paused);
});

recurrencesRouter.delete('/api/templates/:id/recurrence/clients/:clientId', requireFirmManager, async (ctx) => {
  ctx.body = await endRecurrenceForClient(currentActor(ctx), parseId(ctx.params.id, 'Template'), parseId(ctx.params.clientId, 'Client'));
});

recurrencesRouter.get('/api/projects/:id/recurrence', requireFirmManager, async (ctx) => {
  ctx.body = await recurrenceOfProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});

recurrencesRouter.post('/api/projects/:id/recurrence', requireFirmManager, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const request = parseBody(projectRecurrenceSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await repeatProject(currentActor(ctx), projectId, request);
});
