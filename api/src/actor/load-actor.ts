import { readNeedToKnowAccess } from '../firm-settings/model';
import { actorFor, isWalledOff, type Actor, type ActorUser } from './actor';

/**
 * The actor of a signed-in user, with the firm's need-to-know setting read only for a team member it
 * applies to (one read by id; everyone else costs no query).
 */
export async function loadActor(user: ActorUser): Promise<Actor | null> {
  if (user.status !== 'active' || !user.organizationId || !isWalledOff(user)) return actorFor(user);
  return actorFor(user, await readNeedToKnowAccess(user.organizationId));
}
