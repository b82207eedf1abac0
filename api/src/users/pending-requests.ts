import mongoose, { type Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { User, type UserRecord } from './model';

/**
 * How many requests to join may wait for one organization. A firm adds its clients itself (POST
 * /api/clients, no request); self-registration is for the odd team member or client, so 50 waiting is
 * more than a firm reviews at once, and keeps a flood of registrations a list the owner can still clear.
 */
export const MAX_PENDING_REQUESTS = 50;
const TOO_MANY_PENDING = 'This organization has too many requests waiting for approval. Ask it to review them, then try again.';

/**
 * Refuses (409 on organizationName) a request to join an organization that has MAX_PENDING_REQUESTS
 * waiting. Called before a request is stored (a cheap refusal) and again with `newRequestId` once it is,
 * so concurrent requests cannot together overflow the list: one that would is deleted and refused.
 */
export async function ensureRoomForPendingRequest(organizationId: Types.ObjectId, newRequestId?: Types.ObjectId): Promise<void> {
  const others = await User.countDocuments({
    requestedOrganizationId: organizationId,
    status: 'pending',
    ...(newRequestId && { _id: mongoose.trusted({ $ne: newRequestId }) }),
  }).setOptions({ unscoped: true });
  if (others < MAX_PENDING_REQUESTS) return;
  if (newRequestId) await User.deleteOne({ _id: newRequestId }).setOptions({ unscoped: true });
  throw new HttpError(409, TOO_MANY_PENDING, { errors: { organizationName: TOO_MANY_PENDING } });
}

export const NO_REQUEST_WAITING = 'You have no request to join a firm waiting';

/** A pending user takes back their request to join: the firm no longer sees it, and they belong to none. */
export async function withdrawJoinRequest(user: UserRecord): Promise<UserRecord> {
  const withdrawn = await User.findOneAndUpdate(
    { _id: user._id, status: 'pending', requestedOrganizationId: mongoose.trusted({ $ne: null }) },
    { $set: { requestedOrganizationId: null } },
    { returnDocument: 'after' },
  )
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!withdrawn) throw new HttpError(409, NO_REQUEST_WAITING);
  return withdrawn;
}
