import Router from '@koa/router';
import { earlyAccessSchema, type EarlyAccessInput } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { countRequest } from '../limits/attempt-counters';
import { queueMail } from '../mail/outbox';
import { appLink } from '../mail/settings';
import { addressForLimits } from '../limits/client-address';
import { EarlyAccessRequest } from './model';

export const EARLY_ACCESS_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export const earlyAccessRouter = new Router();

/** Once per address (answering again updates the answers, it mails nothing more): we have it, what comes next, and that registration is open. */
async function confirmRequest({ email, fullName, companyName }: Pick<EarlyAccessInput, 'email' | 'fullName' | 'companyName'>): Promise<void> {
  await queueMail({
    key: `early-access:${email.toLowerCase()}`,
    organizationId: null,
    to: email,
    content: {
      subject: 'We have your request for early access to Clientline',
      heading: 'Thank you for your request',
      paragraphs: [
        `Hello ${fullName}, we have your request for early access for ${companyName}.`,
        'We will write to you at this address as soon as a place for your firm is ready, with what you asked us about.',
        'You do not have to wait: registration is open, and your firm can start on its own today.',
      ],
      action: { label: 'Create your firm’s account', url: appLink('/auth?mode=register') },
      footnotes: ['You get this mail because this address was entered on Clientline’s early access form. If it was not you, ignore it: nothing else will come.'],
    },
  });
}

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
  await confirmRequest(input);
  ctx.status = 201;
  ctx.body = { ok: true, message: 'Request Submitted Successfully!' };
});
