import Router from '@koa/router';
import { parseId } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { deleteEmptyProject } from './service';

export const projectDeletionRouter = new Router();

projectDeletionRouter.delete('/api/projects/:id', requireFirmManager, async (ctx) => {
  ctx.body = await deleteEmptyProject(currentActor(ctx), parseId(ctx.params.id, 'Project'));
});
