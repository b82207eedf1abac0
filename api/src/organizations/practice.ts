import type { Types } from 'mongoose';
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

/** Of a firm, what mail to its clients needs: the slug of its sign-in page, and its practice (the word its clients read). */
export interface FirmOfClientMail {
  firmSlug: string;
  practice?: Practice;
}

/** A firm gone since reads as no slug (its clients sign in at /auth) and the default words. */
export async function firmOfClientMail(organizationId: Types.ObjectId): Promise<FirmOfClientMail> {
  const firm = await Organization.findOne({ _id: organizationId }, { slug: 1, practice: 1 }).lean<{ slug: string; practice?: Practice }>();
  return { firmSlug: firm?.slug ?? '', practice: firm?.practice };
}
