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
  /** A team member the owner made an admin (see runsTheFirm). */
  isAdmin: boolean;
  /** Set for a client person: their account's id. A client sees only the projects made for their account. */
  clientId?: Types.ObjectId;
  /** Set for a client person the firm limited to some of the account's projects: those, and no others. */
  clientProjectIds?: Types.ObjectId[];
  /**
   * A team member (not an admin) of a firm with need-to-know access on: they see only the projects
   * assigned to them, and only those projects' clients, documents, messages and notifications.
   */
  seesAssignedProjectsOnly: boolean;
}

export const AWAITING_APPROVAL = 'Your account is waiting for approval by an organization';

export type ActorUser = Pick<UserRecord, '_id' | 'role' | 'status' | 'organizationId' | 'isAdmin' | 'clientAccountId' | 'limitedToProjectIds'>;

/**
 * The one membership check: an active user with an organization is a member of it. Anyone else (a
 * team member or client the firm has not approved yet) has no actor, so no access to firm data.
 * `firmNeedToKnow`: the firm's need-to-know setting (read only for those it applies to, see
 * actor/load-actor.ts).
 */
export function actorFor(user: ActorUser, firmNeedToKnow = false): Actor | null {
  if (user.status !== 'active' || !user.organizationId) return null;
  const isAdmin = user.role === 'team_member' && user.isAdmin === true;
  const seesAssignedProjectsOnly = firmNeedToKnow && isWalledOff(user);
  const actor: Actor = { userId: user._id, organizationId: user.organizationId, role: user.role, isAdmin, seesAssignedProjectsOnly };
  if (user.role === 'client') {
    // One without an account yet (made by an older release during a rolling deploy) has its own id's.
    actor.clientId = user.clientAccountId ?? user._id;
    if (user.limitedToProjectIds) actor.clientProjectIds = user.limitedToProjectIds;
  }
  return actor;
}

/** Whom the firm's need-to-know setting applies to: team members who are not admins. */
export function isWalledOff(user: Pick<UserRecord, 'role' | 'isAdmin'>): boolean {
  return user.role === 'team_member' && user.isAdmin !== true;
}

/**
 * Whether the actor runs the firm: its owner (the account with role organization, made at registration)
 * or an admin. The one rule for the powers docs/api.md gives "the organization, admin": clients,
 * projects (creating, completing, assigning, changing any), the team (approving, inviting, removing),
 * the webhook token, the dashboard, webhook requests, undelivered mail. What only the owner may do
 * (change admins, hand over ownership) checks isFirmOwner instead.
 */
export function runsTheFirm(actor: Pick<Actor, 'role' | 'isAdmin'>): boolean {
  return actor.role === 'organization' || (actor.role === 'team_member' && actor.isAdmin);
}

/** The firm's owner: the one account with role organization. Only they change admins and hand over ownership. */
export function isFirmOwner(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'organization';
}
