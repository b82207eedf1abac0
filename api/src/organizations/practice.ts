import type { Practice } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { Organization, practiceOf, type OrganizationRecord } from './model';

/** Sets what kind of firm the actor's organization is; answers what it was, for the audit trail. */
export async function changePractice(actor: Actor, practice: Practice): Promise<Practice> {
  const before = await Organization.findOneAndUpdate({ _id: actor.organizationId }, { $set: { practice } }, { returnDocument: 'before' }).lean<OrganizationRecord>();
  if (!before) throw new HttpError(404, 'Organization not found');
  return practiceOf(before);
}
