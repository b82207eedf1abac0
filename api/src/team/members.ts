import mongoose, { type Types } from 'mongoose';
import type { TeamMember } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { Project } from '../projects/model';
import { User, type UserRecord } from '../users/model';

interface AssignmentTotals {
  _id: Types.ObjectId;
  projectsCount: number;
  completedProjectsCount: number;
  averageScore: number | null;
}

/**
 * The firm's approved staff (organization accounts and team members) by name, each with figures from
 * the projects they are assigned to: projectsCount (status active), completedProjectsCount, and
 * performance = the average score of their completed projects as a percentage (0 with none).
 */
export async function listTeamMembers(actor: Actor): Promise<TeamMember[]> {
  const { organizationId } = actor;
  const [members, totals] = await Promise.all([
    User.find({ organizationId, role: mongoose.trusted({ $in: ['organization', 'team_member'] }), status: 'active' })
      .sort({ displayName: 1 })
      .lean<UserRecord[]>(),
    Project.aggregate<AssignmentTotals>([
      { $match: { organizationId } },
      { $unwind: '$assigneeIds' },
      {
        $group: {
          _id: '$assigneeIds',
          projectsCount: { $sum: { $cond: [{ $eq: ['$status', 'active'] }, 1, 0] } },
          completedProjectsCount: { $sum: { $cond: [{ $eq: ['$status', 'completed'] }, 1, 0] } },
          averageScore: { $avg: '$performance.score' },
        },
      },
    ]),
  ]);
  const totalsByMember = new Map(totals.map((total) => [total._id.toString(), total]));
  return members.map((member) => {
    const total = totalsByMember.get(member._id.toString());
    return {
      id: member._id.toString(),
      name: member.displayName,
      role: member.role,
      email: member.username,
      projectsCount: total?.projectsCount ?? 0,
      completedProjectsCount: total?.completedProjectsCount ?? 0,
      performance: total?.averageScore == null ? 0 : Math.round(total.averageScore * 10),
    };
  });
}
