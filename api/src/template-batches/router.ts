import Router from '@koa/router';
import { templateBatchSchema, templateUpdateSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { planBatch } from './plan';
import { getBatch, listBatches, startBatch, undoBatch } from './service';
import { applyTemplateUpdate, listTemplateUpdate } from './updates';

export const templateBatchesRouter = new Router();

templateBatchesRouter.post('/api/template-batches/dry-run', requireFirmManager, async (ctx) => {
  ctx.body = await planBatch(currentActor(ctx), parseBody(templateBatchSchema, ctx.request.body));
});

templateBatchesRouter.post('/api/template-batches', requireFirmManager, async (ctx) => {
  const request = parseBody(templateBatchSchema, ctx.request.body);
  ctx.status = 202;
  ctx.body = await startBatch(currentActor(ctx), request);
});

templateBatchesRouter.get('/api/templates/:id/batches', requireFirmManager, async (ctx) => {
  ctx.body = await listBatches(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

templateBatchesRouter.get('/api/template-batches/:id', requireFirmManager, async (ctx) => {
  ctx.body = await getBatch(currentActor(ctx), parseId(ctx.params.id, 'Batch'));
});

templateBatchesRouter.post('/api/template-batches/:id/undo', requireFirmManager, async (ctx) => {
  ctx.body = await undoBatch(currentActor(ctx), parseId(ctx.params.id, 'Batch'));
});

templateBatchesRouter.get('/api/templates/:id/updates', requireFirmManager, async (ctx) => {
  ctx.body = await listTemplateUpdate(currentActor(ctx), parseId(ctx.params.id, 'Template'));
});

templateBatchesRouter.post('/api/templates/:id/updates', requireFirmManager, async (ctx) => {
  const templateId = parseId(ctx.params.id, 'Template');
  const { projectIds } = parseBody(templateUpdateSchema, ctx.request.body);
  ctx.body = await applyTemplateUpdate(currentActor(ctx), templateId, projectIds);
});
