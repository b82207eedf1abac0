import Router from '@koa/router';
import { earlyAccessSchema } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { countRequest } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';
import { EarlyAccessRequest } from './model';

export const EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export const earlyAccessRouter = new Router();

earlyAccessRouter.post('/api/early-access', async (ctx) => {
  // Counted in the database, so the limit holds across every api process.
  const retryAfterSeconds = await countRequest(`early-access-address:${addressForLimits(ctx.ip)}`, EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR, HOUR_MS);
  if (retryAfterSeconds > 0) {
    throw new HttpError(429, 'Too many early-access requests from this address. Please try again later.', {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
  const input = parseBody(earlyAccessSchema, ctx.request.body);
  await EarlyAccessRequest.updateOne({ email: input.email }, { $set: input }, { upsert: true });
  ctx.status = 201;
  ctx.body = { ok: true, message: 'Request Submitted Successfully!' };
});
