import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { HttpError } from '../http/errors';
import { readAll } from '../http/read-all';
import { mailSettings } from '../mail/settings';
import { currentActor, requireUser } from '../session/current-user';
import { revokeReplyAddresses } from './addresses';
import { MAX_REPLY_BYTES, replyResolver } from './inbound';
import { receiveReply } from './receive';

export const repliesRouter = new Router();

export const SEND_RAW_MAIL = 'Send the mail as it came, as message/rfc822';

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A reply a mail provider received for us (inbound parse webhooks post the raw message), with the bearer
 * secret INBOUND_MAIL_SECRET; 404 while it is unset. Checked and posted as one from the SMTP listener; the
 * provider's own relay is not the sender, so the checks rest on DKIM (DMARC's alignment).
 */
repliesRouter.post('/api/inbound-mail', async (ctx) => {
  const secret = mailSettings().inboundSecret;
  if (!secret) throw new HttpError(404, 'Not found');
  const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
  if (!sameSecret(given, secret)) throw new HttpError(401, 'Send the bearer secret INBOUND_MAIL_SECRET');
  if (ctx.request.type !== 'message/rfc822') throw new HttpError(415, SEND_RAW_MAIL);
  const raw = await readAll(ctx.req, { bytes: MAX_REPLY_BYTES, tooLarge: () => new HttpError(413, `The mail is too large (at most ${MAX_REPLY_BYTES / 1024 / 1024} MB)`) });
  const outcome = await receiveReply({ raw, envelope: {} }, replyResolver());
  ctx.body = outcome;
});

repliesRouter.post('/api/user/reply-addresses/revoke', requireUser, async (ctx) => {
  const revoked = await revokeReplyAddresses(currentActor(ctx));
  ctx.body = { ok: true, message: revoked === 0 ? 'No reply address was in use' : 'Replies to the mail you have are turned off; new mail comes with new addresses' };
});
