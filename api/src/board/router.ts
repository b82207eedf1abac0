import Router from '@koa/router';
import { boardQuerySchema } from '@clientline/contracts';
import { currentActor, requireRole } from '../session/current-user';
import { getBoard } from './service';

export const boardRouter = new Router();

// The firm's staff: each sees the projects they may read (a member walled off by need-to-know, only theirs).
boardRouter.get('/api/board', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await getBoard(currentActor(ctx), boardQuerySchema.parse(ctx.query));
});
