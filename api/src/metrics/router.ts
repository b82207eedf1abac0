import Router from '@koa/router';
import { dashboardRangeSchema } from '@clientline/contracts';
import { answerUnchangedWith304, organizationChanges } from '../change-versions/conditional-get';
import { currentActor, requireFirmManager } from '../session/current-user';
import { toDateRange } from './range';
import { dashboardMetrics } from './service';

export const metricsRouter = new Router();

const unchangedMetrics = answerUnchangedWith304(organizationChanges);

metricsRouter.get('/api/metrics/dashboard', requireFirmManager, unchangedMetrics, async (ctx) => {
  // A repeated parameter arrives as an array and is refused by the schema ('Must be a date').
  const range = dashboardRangeSchema.parse({ startDate: ctx.query.startDate, endDate: ctx.query.endDate });
  ctx.body = await dashboardMetrics(currentActor(ctx), toDateRange(range));
});
