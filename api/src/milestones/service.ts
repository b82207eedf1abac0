import mongoose, { Types } from 'mongoose';
import type { z } from 'zod';
import type { Milestone, MilestoneStatus, milestoneSchema } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { findManagedProject } from '../projects/access';
import { Project, type MilestoneRecord, type ProjectRecord } from '../projects/model';
import { toMilestone } from '../projects/present';
import { milestoneEvents } from './events';
import { statusChangeRefusal } from './status-flow';

export const MILESTONE_NOT_FOUND = 'Milestone not found';
export const MAX_MILESTONES_PER_PROJECT = 200;
const MAX_WRITE_ATTEMPTS = 3;
const PROJECT_COMPLETED = 'This project is completed: its milestones cannot change';

type MilestoneInput = z.output<typeof milestoneSchema>;

function milestoneOf(project: ProjectRecord, milestoneId: Types.ObjectId): MilestoneRecord | undefined {
  return project.milestones.find((milestone) => milestone._id.equals(milestoneId));
}

/** Adds a pending milestone (milestone event `created`). */
export async function addMilestone(actor: Actor, projectId: Types.ObjectId, input: MilestoneInput): Promise<Milestone> {
  const project = await findManagedProject(actor, projectId);
  if (project.status === 'completed') throw new HttpError(409, PROJECT_COMPLETED);
  if (project.milestones.length >= MAX_MILESTONES_PER_PROJECT) {
    throw new HttpError(409, `A project can have at most ${MAX_MILESTONES_PER_PROJECT} milestones`);
  }

  const milestoneId = new Types.ObjectId();
  const milestone = { _id: milestoneId, name: input.name, description: input.description ?? '', dueDate: new Date(input.dueDate) };
  // Conditions re-checked in the write itself, so a concurrent completion or addition cannot slip past them.
  const updated = await Project.findOneAndUpdate(
    {
      _id: project._id,
      organizationId: project.organizationId,
      status: mongoose.trusted({ $ne: 'completed' }),
      [`milestones.${MAX_MILESTONES_PER_PROJECT - 1}`]: mongoose.trusted({ $exists: false }),
    },
    { $push: { milestones: milestone }, $inc: { milestonesRevision: 1, totalMilestones: 1 } },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  const created = updated && milestoneOf(updated, milestoneId);
  if (!updated || !created) throw new HttpError(409, 'The project changed meanwhile. Reload it and try again.');

  await milestoneEvents.emit('created', { actor, project: updated, milestone: created });
  return toMilestone(created);
}

/**
 * Moves a milestone one step forward (pending -> in_progress -> completed; see status-flow.ts) and
 * sets completedAt on completion (milestone event `statusChanged`).
 */
export async function changeMilestoneStatus(
  actor: Actor,
  projectId: Types.ObjectId,
  milestoneId: Types.ObjectId,
  status: MilestoneStatus,
): Promise<Milestone> {
  let project = await findManagedProject(actor, projectId);

  // The write only lands if the milestone still has the status read here: if it changed in between,
  // read again and re-check the move. Changes to the project's other milestones are kept.
  for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
    const milestone = milestoneOf(project, milestoneId);
    if (!milestone) throw new HttpError(404, MILESTONE_NOT_FOUND);
    const refusal = statusChangeRefusal(milestone.status, status);
    if (refusal) throw new HttpError(409, refusal, { errors: { status: refusal } });

    const completing = status === 'completed';
    const updated = await Project.findOneAndUpdate(
      {
        _id: project._id,
        organizationId: project.organizationId,
        milestones: mongoose.trusted({ $elemMatch: { _id: milestoneId, status: milestone.status } }),
      },
      {
        $set: { 'milestones.$.status': status, 'milestones.$.completedAt': completing ? new Date() : null },
        // The revision tells writers that replace the whole array (project completion) that it changed.
        $inc: { milestonesRevision: 1, completedMilestones: completing ? 1 : 0 },
      },
      { returnDocument: 'after' },
    ).lean<ProjectRecord>();
    const changed = updated && milestoneOf(updated, milestoneId);
    if (updated && changed) {
      await milestoneEvents.emit('statusChanged', { actor, project: updated, milestone: changed });
      return toMilestone(changed);
    }
    project = await findManagedProject(actor, projectId);
  }
  throw new HttpError(409, 'This project is being changed by someone else. Reload it and try again.');
}
