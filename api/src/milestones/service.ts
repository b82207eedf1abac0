import mongoose, { Types, type UpdateQuery } from 'mongoose';
import type { z } from 'zod';
import { MILESTONE_STATUS_WORDS, type Milestone, type milestoneEditSchema, type MilestoneStatus, type milestoneSchema } from '@clientline/contracts';
import { runsTheFirm, type Actor } from '../actor/actor';
import { describeChanges, projectPartObject, recordAudit, shownValue } from '../audit/record';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { findManagedProject } from '../projects/access';
import { milestoneCounts, Project, type MilestoneRecord, type ProjectRecord } from '../projects/model';
import { toMilestone } from '../projects/present';
import { milestoneEvents } from './events';
import { statusChangeRefusal } from './status-flow';

export const MILESTONE_NOT_FOUND = 'Milestone not found';
export const MAX_MILESTONES_PER_PROJECT = 200;
const MAX_WRITE_ATTEMPTS = 3;
const PROJECT_COMPLETED = 'This project is completed: its milestones cannot change';

type MilestoneInput = z.output<typeof milestoneSchema>;
type MilestoneEdit = z.output<typeof milestoneEditSchema>;

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
  await recordAudit({ action: 'milestone.created', object: projectPartObject('milestone', created), project: updated, detail: `Due date: ${shownValue(created.dueDate)}` });
  return toMilestone(created);
}

/**
 * Applies `updateFor(milestone)` to one milestone of a project the actor manages, and answers the
 * project as stored after it with the milestone as it was read. The write only lands if the milestone
 * still has the status read here (the counts depend on it) and the project is not completed (its
 * score was computed from its milestones): if either changed in between, read again and re-check.
 * Changes to the project's other milestones are kept.
 */
async function writeMilestone(
  actor: Actor,
  projectId: Types.ObjectId,
  milestoneId: Types.ObjectId,
  updateFor: (milestone: MilestoneRecord) => UpdateQuery<ProjectRecord>,
): Promise<{ project: ProjectRecord; before: MilestoneRecord }> {
  let project = await findManagedProject(actor, projectId);
  for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
    if (project.status === 'completed') throw new HttpError(409, PROJECT_COMPLETED);
    const milestone = milestoneOf(project, milestoneId);
    if (!milestone) throw new HttpError(404, MILESTONE_NOT_FOUND);
    const update = updateFor(milestone);
    const updated = await Project.findOneAndUpdate(
      {
        _id: project._id,
        organizationId: project.organizationId,
        status: mongoose.trusted({ $ne: 'completed' }),
        milestones: mongoose.trusted({ $elemMatch: { _id: milestoneId, status: milestone.status } }),
      },
      // The revision tells writers that replace the whole array (project completion) that it changed.
      { ...update, $inc: { ...update.$inc, milestonesRevision: 1 } },
      { returnDocument: 'after' },
    ).lean<ProjectRecord>();
    if (updated) return { project: updated, before: milestone };
    project = await findManagedProject(actor, projectId);
  }
  throw new HttpError(409, 'This project is being changed by someone else. Reload it and try again.');
}

/**
 * Moves a milestone one step forward (pending -> in_progress -> completed), or back from completed to
 * in progress for those who run the firm (see status-flow.ts); completedAt is set on completion and
 * cleared on reopening (milestone event `statusChanged`).
 */
export async function changeMilestoneStatus(
  actor: Actor,
  projectId: Types.ObjectId,
  milestoneId: Types.ObjectId,
  status: MilestoneStatus,
): Promise<Milestone> {
  const { project, before } = await writeMilestone(actor, projectId, milestoneId, (milestone) => {
    const refusal = statusChangeRefusal(milestone.status, status, runsTheFirm(actor));
    if (refusal) throw new HttpError(refusal.status, refusal.message, { errors: { status: refusal.message } });
    const completedChange = status === 'completed' ? 1 : milestone.status === 'completed' ? -1 : 0;
    return {
      $set: { 'milestones.$.status': status, 'milestones.$.completedAt': status === 'completed' ? now() : null },
      $inc: { completedMilestones: completedChange },
    };
  });
  const changed = milestoneOf(project, milestoneId)!;
  await milestoneEvents.emit('statusChanged', { actor, project, milestone: changed });
  await recordAudit({
    action: 'milestone.status_changed',
    object: projectPartObject('milestone', changed),
    project,
    detail: describeChanges([['Status', MILESTONE_STATUS_WORDS[before.status], MILESTONE_STATUS_WORDS[changed.status]]]),
  });
  return toMilestone(changed);
}

/** Corrects a milestone's name, description or due date: the fields given (milestone event `edited`). */
export async function editMilestone(actor: Actor, projectId: Types.ObjectId, milestoneId: Types.ObjectId, input: MilestoneEdit): Promise<Milestone> {
  const changes: Record<string, unknown> = {};
  if (input.name !== undefined) changes['milestones.$.name'] = input.name;
  if (input.description !== undefined) changes['milestones.$.description'] = input.description;
  if (input.dueDate !== undefined) changes['milestones.$.dueDate'] = new Date(input.dueDate);
  const { project, before } = await writeMilestone(actor, projectId, milestoneId, () => ({ $set: changes }));
  const edited = milestoneOf(project, milestoneId)!;
  await milestoneEvents.emit('edited', { actor, project, milestone: edited });
  const detail = describeChanges([
    ['Name', before.name, edited.name],
    ['Description', before.description, edited.description],
    ['Due date', before.dueDate, edited.dueDate],
  ]);
  if (detail) await recordAudit({ action: 'milestone.updated', object: projectPartObject('milestone', edited), project, detail });
  return toMilestone(edited);
}

/** Deletes a milestone, its project's counts in the same write (milestone event `deleted`, with the milestone as it was). */
export async function deleteMilestone(actor: Actor, projectId: Types.ObjectId, milestoneId: Types.ObjectId): Promise<void> {
  const { project, before } = await writeMilestone(actor, projectId, milestoneId, (milestone) => ({
    $pull: { milestones: { _id: milestoneId } },
    $inc: { totalMilestones: -1, completedMilestones: milestone.status === 'completed' ? -1 : 0 },
  }));
  await milestoneEvents.emit('deleted', { actor, project, milestone: before });
  await recordAudit({ action: 'milestone.deleted', object: projectPartObject('milestone', before), project });
}

/**
 * Makes the milestone named `stage` the project's current stage (the first one not completed, as the board
 * counts): the milestones before it completed, it in progress, those after it pending (as a card moved to a
 * column would say). Each milestone that changes is a `statusChanged` event and an audit entry, as if
 * changed by hand. Null when moved, else why not ("Already at Review").
 */
export async function moveToStage(actor: Actor, projectId: Types.ObjectId, stage: string): Promise<string | null> {
  for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
    const project = await findManagedProject(actor, projectId);
    if (project.status === 'completed') return PROJECT_COMPLETED;
    const target = project.milestones.findIndex((milestone) => milestone.name === stage);
    if (target < 0) return `Has no stage named ${stage}`;
    const statusAt = (index: number): MilestoneStatus => (index < target ? 'completed' : index === target ? 'in_progress' : 'pending');
    const moved = project.milestones.map((milestone, index) => {
      const status = statusAt(index);
      if (status === milestone.status) return milestone;
      return { ...milestone, status, completedAt: status === 'completed' ? now() : null };
    });
    const changed = moved.filter((milestone, index) => milestone !== project.milestones[index]);
    if (changed.length === 0) return `Already at ${stage}`;
    const updated = await Project.findOneAndUpdate(
      { _id: project._id, organizationId: project.organizationId, status: mongoose.trusted({ $ne: 'completed' }), milestonesRevision: project.milestonesRevision },
      { $set: { milestones: moved, ...milestoneCounts(moved) }, $inc: { milestonesRevision: 1 } },
      { returnDocument: 'after' },
    ).lean<ProjectRecord>();
    if (!updated) continue;
    for (const milestone of changed) {
      const before = milestoneOf(project, milestone._id)!;
      const after = milestoneOf(updated, milestone._id)!;
      await milestoneEvents.emit('statusChanged', { actor, project: updated, milestone: after });
      await recordAudit({
        action: 'milestone.status_changed',
        object: projectPartObject('milestone', after),
        project: updated,
        detail: describeChanges([['Status', MILESTONE_STATUS_WORDS[before.status], MILESTONE_STATUS_WORDS[after.status]]]),
      });
    }
    return null;
  }
  throw new HttpError(409, 'This project is being changed by someone else. Reload it and try again.');
}
