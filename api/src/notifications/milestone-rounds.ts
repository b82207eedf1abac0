import mongoose from 'mongoose';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import { Notification, type MilestoneDataRecord } from './model';

/** Escapes a text for use inside a regular expression (ids and statuses are plain, but stay safe). */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function recordedKeys(project: ProjectRecord, prefix: string): Promise<Set<string>> {
  const found = await Notification.find(
    { organizationId: project.organizationId, projectId: project._id, eventKey: mongoose.trusted({ $regex: `^${literal(prefix)}` }) },
    { eventKey: 1 },
  ).lean<{ eventKey: string }[]>();
  return new Set(found.map((notification) => notification.eventKey));
}

/**
 * The eventKey of "milestone X is now <status>", derived from what is stored, so the status call and
 * the screen's report of the same change (POST /api/notifications) name it alike and notify once.
 * A milestone may be completed, reopened (by the owner or an admin) and completed again: each round
 * counts the reopenings announced so far, so the news of each round is new.
 *   round 0: `milestone_updated:<id>:in_progress`, `milestone_updated:<id>:completed`
 *   reopening n: `milestone_updated:<id>:reopened:<n>`; round n's completion: `milestone_updated:<id>:completed:<n>`
 */
export async function milestoneStatusKey(project: ProjectRecord, milestone: MilestoneRecord): Promise<string> {
  const base = `milestone_updated:${milestone._id.toString()}`;
  if (milestone.status === 'pending') return `${base}:pending`;
  const reopenings = (await recordedKeys(project, `${base}:reopened:`)).size;
  const completionOf = (round: number) => (round === 0 ? `${base}:completed` : `${base}:completed:${round}`);
  if (milestone.status === 'completed') return completionOf(reopenings);
  // In progress: started for the first time, or reopened after this round's completion.
  const completions = await recordedKeys(project, `${base}:completed`);
  if (completions.has(completionOf(reopenings))) return `${base}:reopened:${reopenings + 1}`;
  return reopenings === 0 ? `${base}:in_progress` : `${base}:reopened:${reopenings}`;
}

/**
 * Whether a corrected milestone is news: its name or due date differ from what its last notification
 * (created, moved or corrected) told. A description alone is not; nor is a save that changed nothing.
 */
export async function milestoneEditIsNews(project: ProjectRecord, milestone: MilestoneRecord): Promise<boolean> {
  const id = literal(milestone._id.toString());
  const lastTold = await Notification.findOne(
    {
      organizationId: project.organizationId,
      projectId: project._id,
      eventKey: mongoose.trusted({ $regex: `^milestone_(created|updated|edited):${id}(:|$)` }),
      milestoneData: mongoose.trusted({ $ne: null }),
    },
    { milestoneData: 1 },
  )
    .sort({ createdAt: -1, _id: -1 })
    .lean<{ milestoneData: MilestoneDataRecord }>();
  if (!lastTold) return true;
  const told = lastTold.milestoneData;
  return told.name !== milestone.name || told.dueDate?.getTime() !== milestone.dueDate.getTime();
}
