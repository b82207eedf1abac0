import Router from '@koa/router';
import { isDatabaseUp } from '../database';

export const healthRouter = new Router();

healthRouter.get('/api/health', (ctx) => {
  const up = isDatabaseUp();
  ctx.status = up ? 200 : 503;
  ctx.body = { ok: up, database: up ? 'up' : 'down' };
});
