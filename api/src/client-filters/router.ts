import Router from '@koa/router';
import { savedClientFilterSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager, requireRole } from '../session/current-user';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './service';

export const clientFiltersRouter = new Router();

clientFiltersRouter.get('/api/client-filters', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listSavedFilters(currentActor(ctx));
});

clientFiltersRouter.post('/api/client-filters', requireFirmManager, async (ctx) => {
  const input = parseBody(savedClientFilterSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await saveFilter(currentActor(ctx), input);
});

clientFiltersRouter.delete('/api/client-filters/:id', requireFirmManager, async (ctx) => {
  ctx.body = await deleteSavedFilter(currentActor(ctx), parseId(ctx.params.id, 'Saved filter'));
});
