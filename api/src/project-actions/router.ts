import Router from '@koa/router';
import { projectActionSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { getProjectAction, startProjectAction } from './service';

export const projectActionsRouter = new Router();

projectActionsRouter.post('/api/project-actions', requireFirmManager, async (ctx) => {
  const request = parseBody(projectActionSchema, ctx.request.body);
  ctx.status = 202;
  ctx.body = await startProjectAction(currentActor(ctx), request);
});

projectActionsRouter.get('/api/project-actions/:id', requireFirmManager, async (ctx) => {
  ctx.body = await getProjectAction(currentActor(ctx), parseId(ctx.params.id, 'Action'));
});
