import type { Types } from 'mongoose';
import { HttpError } from '../http/errors';

/**
 * The filter every firm query starts from: `Model.find({ ...organizationScope(user), status: 'active' })`.
 * A signed-in user without an organization (a pending team member or client) gets a 403 here, so
 * they can never read a firm's data.
 */
export function organizationScope(user: { organizationId: Types.ObjectId | null }): { organizationId: Types.ObjectId } {
  if (!user.organizationId) throw new HttpError(403, 'Your account is waiting for approval by an organization');
  return { organizationId: user.organizationId };
}
