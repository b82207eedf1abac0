import Router from '@koa/router';
import { projectAsTemplateSchema, templateInputSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { saveProjectAsTemplate } from './from-project';
import { copyStarterTemplate, createTemplate, deleteTemplate, getTemplate, listStarterTemplates, listTemplates, updateTemplate } from './service';

export const templatesRouter = new Router();

templatesRouter.get('/api/templates', requireFirmManager, async (ctx) => {
  ctx.body = await listTemplates(currentActor(ctx));
});

templatesRouter.get('/api/templates/starters', requireFirmManager, async (ctx) => {
  ctx.body = await listStarterTemplates(currentActor(ctx));
});

templatesRouter.post('/api/templates/starters/:key/copy', requireFirmManager, async (ctx) => {
  ctx.status = 201;
  ctx.body = await copyStarterTemplate(currentActor(ctx), ctx.params.key!);
});

templatesRouter.post('/api/templates', requireFirmManager, async (ctx) => {
  const fields = parseBody(templateInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await createTemplate(currentActor(ctx), fields);
});

templatesRouter.get('/api/templates/:id', requireFirmManager, async (ctx) => {
  ctx.body = await getTemplate(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

templatesRouter.put('/api/templates/:id', requireFirmManager, async (ctx) => {
  const templateId = parseId(ctx.params.id, 'Template');
  const fields = parseBody(templateInputSchema, ctx.request.body);
  ctx.body = await updateTemplate(currentActor(ctx), templateId, fields);
});

templatesRouter.delete('/api/templates/:id', requireFirmManager, async (ctx) => {
  ctx.body = await deleteTemplate(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

templatesRouter.post('/api/projects/:id/save-as-template', requireFirmManager, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const choice = parseBody(projectAsTemplateSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await saveProjectAsTemplate(currentActor(ctx), projectId, choice);
});
