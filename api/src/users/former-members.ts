import mongoose, { type Types } from 'mongoose';
import { FORMER_MEMBER_MARK } from '@clientline/contracts';
import { distinctIds } from '../ids/distinct-ids';
import { User } from './model';

/** Names an author by the name stored with what they did, marked when they have left the firm since. */
export type AuthorNamer = (authorId: Types.ObjectId, storedName: string) => string;

/**
 * How the api names the authors of a list (message senders, uploaders) to the frontends: the name stored
 * with the message or file, plus ' (former member)' for a team member the firm removed since. One query
 * for the whole list, whatever its length; every author list goes through here.
 */
export async function authorNamer(organizationId: Types.ObjectId, authorIds: Types.ObjectId[]): Promise<AuthorNamer> {
  const uniqueIds = distinctIds(authorIds);
  const removed =
    uniqueIds.length === 0
      ? []
      : await User.find({ organizationId, _id: mongoose.trusted({ $in: uniqueIds }), status: 'removed' }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  const former = new Set(removed.map((user) => user._id.toString()));
  return (authorId, storedName) => (former.has(authorId.toString()) ? `${storedName}${FORMER_MEMBER_MARK}` : storedName);
}
