import mongoose from 'mongoose';
import { AuditEntry } from '../audit/model';
import { now } from '../clock/clock';
import { User } from '../users/model';
import type { Migration } from './run';

/**
 * Gives accounts stored before address proof existed their `emailVerifiedAt` (users/address-proof.ts).
 * Proven: anyone in a firm (its owner, its team, a client who joined by request or chose a password with
 * the mailed first-access link: they have used the product with the firm's trust and its mail), and
 * anyone whose password was set with a mailed reset link (the firm's trail records it). Unproven: a
 * registration with no firm (it claims nothing a firm should respect) and a client still on, or who
 * moved on from, the temporary password the firm was shown. Only accounts without the field are changed.
 */
export const emailProof: Migration = {
  version: '2026-12-email-proof',
  async run() {
    // The raw collections: the filters below use operators, and the model's defaults must not fill the field in.
    const users = User.collection;
    const migratedAt = now();
    const resetIds = await AuditEntry.collection.distinct('object.id', { action: 'password.reset', 'object.type': 'user' });
    const resetUserIds = resetIds.filter((id): id is string => mongoose.isValidObjectId(id)).map((id) => new mongoose.Types.ObjectId(id));
    const unmarked = { emailVerifiedAt: { $exists: false } };
    const firmChoseClientPassword = {
      $or: [{ role: { $ne: 'client' } }, { requiresPasswordChange: { $ne: true }, passwordSetWith: { $ne: 'temporary_password' } }],
    };
    await users.updateMany(
      { ...unmarked, $or: [{ organizationId: { $ne: null }, ...firmChoseClientPassword }, { _id: { $in: resetUserIds } }] },
      { $set: { emailVerifiedAt: migratedAt } },
    );
    await users.updateMany(unmarked, { $set: { emailVerifiedAt: null } });
  },
};
