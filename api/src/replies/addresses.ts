import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { mailSettings } from '../mail/settings';
import { ReplyAddress, type ReplyAddressRecord } from './model';

const TOKEN = /^reply\+([0-9a-f]{32})@(.+)$/i;

/** The token of a reply address of ours (`reply+<token>@` the reply domain), or null. */
export function tokenOf(address: string): string | null {
  const match = TOKEN.exec(address.trim());
  return match && match[2]!.toLowerCase() === mailSettings().replyDomain ? match[1]!.toLowerCase() : null;
}

/**
 * The address `person` answers the project's mail at: theirs alone, for this project alone, made the first
 * time it is needed (and again after they revoked theirs).
 */
export async function replyAddressFor(person: { _id: Types.ObjectId; organizationId: Types.ObjectId }, projectId: Types.ObjectId): Promise<string> {
  const scope = { organizationId: person.organizationId, userId: person._id, projectId, revokedAt: null };
  let address = await ReplyAddress.findOne(scope).lean<ReplyAddressRecord>();
  if (!address) {
    try {
      address = (await ReplyAddress.create({ ...scope, token: randomBytes(16).toString('hex') })).toObject() as ReplyAddressRecord;
    } catch (error) {
      // Made beside this one (two mails to the person at once): one address each.
      if (!isDuplicateKeyError(error)) throw error;
      address = await ReplyAddress.findOne(scope).orFail().lean<ReplyAddressRecord>();
    }
  }
  return `reply+${address.token}@${mailSettings().replyDomain}`;
}

/** Revokes every reply address of the person (POST /api/user/reply-addresses/revoke): replies to mail they have are refused from now on. */
export async function revokeReplyAddresses(person: { userId: Types.ObjectId; organizationId: Types.ObjectId }): Promise<number> {
  const revoked = await ReplyAddress.updateMany({ organizationId: person.organizationId, userId: person.userId, revokedAt: null }, { $set: { revokedAt: now() } });
  return revoked.modifiedCount;
}
