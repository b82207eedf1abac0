import mongoose, { type Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { User } from '../users/model';

export const NOT_TEAM_MEMBERS = 'Assignees must be approved members of your team';

/** The ids as ObjectIds once each is an approved organization or team_member user of the firm; else a 400. */
export async function resolveAssignees(actor: Actor, assigneeIds: string[]): Promise<Types.ObjectId[]> {
  const uniqueIds = [...new Set(assigneeIds.map((id) => id.toLowerCase()))];
  if (uniqueIds.length === 0) return [];
  const members = await User.find(
    {
      organizationId: actor.organizationId,
      _id: mongoose.trusted({ $in: uniqueIds }),
      role: mongoose.trusted({ $in: ['organization', 'team_member'] }),
      status: 'active',
    },
    { _id: 1 },
  ).lean<{ _id: Types.ObjectId }[]>();
  if (members.length !== uniqueIds.length) throw new HttpError(400, NOT_TEAM_MEMBERS, { errors: { assigneeIds: NOT_TEAM_MEMBERS } });
  return members.map((member) => member._id);
}
