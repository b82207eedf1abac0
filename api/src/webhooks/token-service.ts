import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { WebhookToken, type WebhookTokenRecord } from './model';

/**
 * A token reads `whk_<organizationId>_<256 random bits, base64url>`. The organization id finds the
 * one stored token without comparing secrets in the database; the secret's hash is then compared in
 * constant time.
 */
const TOKEN_PATTERN = /^whk_([a-f0-9]{24})_[A-Za-z0-9_-]{43}$/;

function hash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

function newToken(organizationId: Types.ObjectId): { token: string; tokenHash: string } {
  const token = `whk_${organizationId.toString()}_${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hash(token).toString('hex') };
}

/** The actor's organization's token, created on first view. */
export async function getWebhookToken(actor: Actor): Promise<string> {
  const { organizationId } = actor;
  const existing = await WebhookToken.findOne({ organizationId }).lean<WebhookTokenRecord>();
  if (existing) return existing.token;
  try {
    // _id is the organization's id: one token per organization, enforced by the database.
    return (await WebhookToken.create({ _id: organizationId, organizationId, ...newToken(organizationId) })).token;
  } catch (error) {
    // Two first views at once: the other one's token won.
    if ((error as { code?: unknown }).code !== 11000) throw error;
    return (await WebhookToken.findOne({ organizationId }).lean<WebhookTokenRecord>())!.token;
  }
}

/** A new token; the previous one stops working with this write. */
export async function regenerateWebhookToken(actor: Actor): Promise<string> {
  const fresh = newToken(actor.organizationId);
  const { matchedCount } = await WebhookToken.updateOne({ organizationId: actor.organizationId }, { $set: fresh });
  if (matchedCount === 0) return getWebhookToken(actor);
  return fresh.token;
}

/** The organization a presented token belongs to, or null for a wrong, old or malformed token. */
export async function organizationForWebhookToken(presented: string): Promise<Types.ObjectId | null> {
  const organizationId = TOKEN_PATTERN.exec(presented)?.[1];
  if (!organizationId) return null;
  const stored = await WebhookToken.findOne({ organizationId }).lean<WebhookTokenRecord>();
  if (!stored) return null;
  return timingSafeEqual(Buffer.from(stored.tokenHash, 'hex'), hash(presented)) ? stored.organizationId : null;
}
