// The token of a one-click unsubscribe link: it names the person (firm and user) and the categories of the
// mail it came in, signed with an HMAC of the session secret, so it cannot be guessed or changed to name
// someone else. It does not expire: a mail read a year later must still unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@clientline/contracts';

const CODES: Record<ActivityCategory, string> = { messages: 'm', documents: 'd', projects: 'p', team: 't' };
const TOKEN = /^([0-9a-f]{24})\.([0-9a-f]{24})\.([mdpt]{1,4})\.([A-Za-z0-9_-]{43})$/;

export interface UnsubscribeTarget {
  organizationId: Types.ObjectId;
  userId: Types.ObjectId;
  categories: ActivityCategory[];
}

function signatureOf(payload: string, secret: string): Buffer {
  // A key of its own, derived from the secret: a session cookie's signature can never pass for a token.
  const key = createHmac('sha256', secret).update('clientline unsubscribe links v1').digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function unsubscribeToken({ organizationId, userId, categories }: UnsubscribeTarget, secret: string): string {
  const codes = ACTIVITY_CATEGORIES.filter((category) => categories.includes(category))
    .map((category) => CODES[category])
    .join('');
  const payload = `${organizationId.toString()}.${userId.toString()}.${codes}`;
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** Who and what a token names; null for anything that is not a token this api signed. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeTarget | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, organizationId, userId, codes, signature] = match;
  const expected = signatureOf(`${organizationId}.${userId}.${codes}`, secret);
  const given = Buffer.from(signature!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const categories = ACTIVITY_CATEGORIES.filter((category) => codes!.includes(CODES[category]));
  return { organizationId: new Types.ObjectId(organizationId), userId: new Types.ObjectId(userId), categories };
}
