import Router from '@koa/router';
import { clientImportPlanSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { dryRunImport, failedRowsCsv, getImport, listImports, startImport, uploadImport } from './service';

export const clientImportsRouter = new Router();

clientImportsRouter.post('/api/client-imports', requireFirmManager, async (ctx) => {
  ctx.status = 201;
  ctx.body = await uploadImport(currentActor(ctx), ctx.req);
});

clientImportsRouter.get('/api/client-imports', requireFirmManager, async (ctx) => {
  ctx.body = await listImports(currentActor(ctx));
});

clientImportsRouter.get('/api/client-imports/:id', requireFirmManager, async (ctx) => {
  ctx.body = await getImport(currentActor(ctx), parseId(ctx.params.id, 'Import'));
});

clientImportsRouter.post('/api/client-imports/:id/dry-run', requireFirmManager, async (ctx) => {
  const importId = parseId(ctx.params.id, 'Import');
  const input = parseBody(clientImportPlanSchema, ctx.request.body);
  ctx.body = await dryRunImport(currentActor(ctx), importId, input);
});

clientImportsRouter.post('/api/client-imports/:id/run', requireFirmManager, async (ctx) => {
  const importId = parseId(ctx.params.id, 'Import');
  ctx.status = 202;
  ctx.body = await startImport(currentActor(ctx), importId);
});

clientImportsRouter.get('/api/client-imports/:id/failed-rows.csv', requireFirmManager, async (ctx) => {
  const { fileName, csv } = await failedRowsCsv(currentActor(ctx), parseId(ctx.params.id, 'Import'));
  ctx.set('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
});
