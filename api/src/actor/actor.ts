import type { Types } from 'mongoose';
import type { Role } from '@clientline/contracts';
import type { UserRecord } from '../users/model';

/**
 * The caller as every firm-data service sees it: an approved member of one firm. Built once per
 * request from the session (session/current-user.ts) and once per socket at the handshake.
 */
export interface Actor {
  userId: Types.ObjectId;
  organizationId: Types.ObjectId;
  role: Role;
  /** Set for a client (their own user id): a client sees only the projects made for them. */
  clientId?: Types.ObjectId;
}

export const AWAITING_APPROVAL = 'Your account is waiting for approval by an organization';

/**
 * The one membership check: an active user with an organization is a member of it. Anyone else (a
 * team member or client the firm has not approved yet) has no actor, so no access to firm data.
 */
export function actorFor(user: Pick<UserRecord, '_id' | 'role' | 'status' | 'organizationId'>): Actor | null {
  if (user.status !== 'active' || !user.organizationId) return null;
  const actor: Actor = { userId: user._id, organizationId: user.organizationId, role: user.role };
  if (user.role === 'client') actor.clientId = user._id;
  return actor;
}
