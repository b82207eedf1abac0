import type { Types } from 'mongoose';
import { readNeedToKnowAccess } from '../firm-settings/model';
import { User, type UserRecord } from '../users/model';
import { actorFor, isWalledOff, type Actor, type ActorUser } from './actor';

/** A member of a firm: their user record, and the actor they are. */
export interface Member {
  user: UserRecord;
  actor: Actor;
}

/**
 * The actor of a signed-in user, with the firm's need-to-know setting read only for a team member it
 * applies to (one read by id; everyone else costs no query).
 */
export async function loadActor(user: ActorUser): Promise<Actor | null> {
  if (user.status !== 'active' || !user.organizationId || !isWalledOff(user)) return actorFor(user);
  return actorFor(user, await readNeedToKnowAccess(user.organizationId));
}

/** A member of the firm, by id, with the actor they are: background work done on their behalf. Null once they are gone or no longer active. */
export async function loadMember(organizationId: Types.ObjectId, userId: Types.ObjectId): Promise<Member | null> {
  const user = await User.findOne({ _id: userId, organizationId }).lean<UserRecord>();
  const actor = user && (await loadActor(user));
  return user && actor ? { user, actor } : null;
}

/**
 * Who background work set up by `userId` (a recurrence, an automation) is done as: them while `mayStill` says
 * they may still do it (run the firm, manage the project), else the firm's owner.
 */
export async function memberOrOwner(organizationId: Types.ObjectId, userId: Types.ObjectId, mayStill: (actor: Actor) => boolean): Promise<Member | null> {
  const member = await loadMember(organizationId, userId);
  if (member && mayStill(member.actor)) return member;
  const owner = await User.findOne({ organizationId, role: 'organization', status: 'active' }, { _id: 1 }).lean<Pick<UserRecord, '_id'>>();
  return owner && loadMember(organizationId, owner._id);
}
