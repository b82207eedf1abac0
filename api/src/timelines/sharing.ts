import type { z } from 'zod';
import { hasDate, type SharedMessage, type shareTimelineSchema, type SharedTimeline, type TimelineShareSummary } from '@clientline/contracts';
import mongoose, { type Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { recordAudit, shareLinkObject } from '../audit/record';
import { generateToken, hashToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { projectMessages } from '../messages/service';
import { Organization, type OrganizationRecord } from '../organizations/model';
import { canManageProject, findVisibleProject } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { toMilestone } from '../projects/present';
import { Timeline, TimelineShare, type TimelineRecord, type TimelineShareRecord } from './model';
import { tasksOf } from './service';

export const TIMELINE_NOT_FOUND = 'Timeline not found';
export const SHARE_LINK_NOT_FOUND = 'Share link not found';
export const SHARED_TIMELINE_NOT_FOUND = 'This shared timeline does not exist, has expired or was removed';
const NOT_TIMELINE_SHARER = 'Only the organization or a team member assigned to this project can share its timeline';
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type ShareInput = z.output<typeof shareTimelineSchema>;

/** The timeline of the actor's firm, if they may manage its project. */
async function findTimelineToShare(actor: Actor, timelineId: Types.ObjectId): Promise<TimelineRecord & { project: ProjectRecord }> {
  const timeline = await Timeline.findOne({ organizationId: actor.organizationId, _id: timelineId }).lean<TimelineRecord>();
  if (!timeline) throw new HttpError(404, TIMELINE_NOT_FOUND);
  const project = await findVisibleProject(actor, timeline.projectId);
  if (!canManageProject(actor, project)) throw new HttpError(403, NOT_TIMELINE_SHARER);
  return { ...timeline, project };
}

/** A date-only expiry keeps the link working through that whole day (server time). */
function endOfDay(date: string): Date {
  const end = new Date(`${date.slice(0, 10)}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return end;
}

/**
 * A new read-only link to the timeline. Returns the token, which exists only in the link: the
 * database keeps its hash. Earlier links keep working until they expire or are revoked.
 */
export async function shareTimeline(actor: Actor, timelineId: Types.ObjectId, input: ShareInput): Promise<{ token: string; link: TimelineShareSummary }> {
  const timeline = await findTimelineToShare(actor, timelineId);
  const token = generateToken();
  const created = await TimelineShare.create({
    organizationId: timeline.organizationId,
    timelineId: timeline._id,
    projectId: timeline.projectId,
    tokenHash: hashToken(token),
    expiresAt: hasDate(input.expiresAt) ? endOfDay(input.expiresAt) : null,
    includeConversation: input.includeConversation ?? false,
    name: input.name || null,
    createdBy: actor.userId,
  });
  await recordAudit({ action: 'share_link.created', object: shareLinkObject(created, timeline.project.name), project: timeline.project });
  return { token, link: toShareSummary(created.toObject()) };
}

function toShareSummary(share: TimelineShareRecord): TimelineShareSummary {
  return {
    id: share._id.toString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    includeConversation: share.includeConversation,
    name: share.name ?? null,
    createdAt: share.createdAt.toISOString(),
  };
}

/** The links to the timeline that still work (neither revoked nor expired), newest first. */
export async function listTimelineShares(actor: Actor, timelineId: Types.ObjectId, now = new Date()): Promise<TimelineShareSummary[]> {
  const timeline = await findTimelineToShare(actor, timelineId);
  const shares = await TimelineShare.find({
    organizationId: timeline.organizationId,
    timelineId: timeline._id,
    revokedAt: null,
    $or: [{ expiresAt: null }, { expiresAt: mongoose.trusted({ $gt: now }) }],
  })
    .sort({ createdAt: -1, _id: -1 })
    .lean<TimelineShareRecord[]>();
  return shares.map(toShareSummary);
}

/** Ends one link to the timeline; 404 when it is not an active link of this timeline. */
export async function revokeTimelineShare(actor: Actor, timelineId: Types.ObjectId, shareId: Types.ObjectId): Promise<void> {
  const timeline = await findTimelineToShare(actor, timelineId);
  const revoked = await TimelineShare.findOneAndUpdate(
    { organizationId: timeline.organizationId, timelineId: timeline._id, _id: shareId, revokedAt: null },
    { $set: { revokedAt: new Date() } },
  ).lean<TimelineShareRecord>();
  if (!revoked) throw new HttpError(404, SHARE_LINK_NOT_FOUND);
  await recordAudit({ action: 'share_link.revoked', object: shareLinkObject(revoked, timeline.project.name), project: timeline.project });
}

/** Ends every link to the timeline at once. Returns how many were still active. */
export async function revokeTimelineShares(actor: Actor, timelineId: Types.ObjectId): Promise<number> {
  const timeline = await findTimelineToShare(actor, timelineId);
  const { modifiedCount } = await TimelineShare.updateMany(
    { organizationId: timeline.organizationId, timelineId: timeline._id, revokedAt: null },
    { $set: { revokedAt: new Date() } },
  );
  if (modifiedCount > 0) await recordAudit({ action: 'share_link.revoked', project: timeline.project, detail: `All ${modifiedCount} links to the timeline` });
  return modifiedCount;
}

interface ActiveShare {
  share: TimelineShareRecord;
  project: ProjectRecord;
  timeline: TimelineRecord;
}

/** What a share token opens, or a 404 for an unknown, expired or revoked link. */
async function openShare(token: string | undefined, now = new Date()): Promise<ActiveShare> {
  const notFound = new HttpError(404, SHARED_TIMELINE_NOT_FOUND);
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) throw notFound;
  // The token is the identity here, as a session id is: the one lookup allowed across firms.
  const share = await TimelineShare.findOne({ tokenHash: hashToken(token) }).setOptions({ unscoped: true }).lean<TimelineShareRecord>();
  if (!share || share.revokedAt || (share.expiresAt && share.expiresAt <= now)) throw notFound;

  const scope = { organizationId: share.organizationId };
  const [project, timeline] = await Promise.all([
    Project.findOne({ ...scope, _id: share.projectId }).lean<ProjectRecord>(),
    Timeline.findOne({ ...scope, _id: share.timelineId }).lean<TimelineRecord>(),
  ]);
  if (!project || !timeline) throw notFound;
  return { share, project, timeline };
}

/** The shared page's read-only view: the timeline, its project's plan and progress, no people. */
export async function readSharedTimeline(token: string | undefined): Promise<SharedTimeline> {
  const { share, project, timeline } = await openShare(token);
  await recordAudit({ action: 'share_link.viewed', organizationId: share.organizationId, object: shareLinkObject(share, project.name), project });
  const [tasks, organization] = await Promise.all([
    tasksOf(timeline),
    Organization.findById(share.organizationId).lean<OrganizationRecord>(),
  ]);
  return {
    id: timeline._id.toString(),
    tasks: tasks.map((task) => ({ ...task, assignee: null })),
    project: {
      name: project.name,
      description: project.description,
      startDate: project.startDate.toISOString(),
      endDate: project.endDate?.toISOString() ?? null,
      status: project.status,
      completedMilestones: project.milestones.filter((milestone) => milestone.status === 'completed').length,
      totalMilestones: project.milestones.length,
      milestones: project.milestones.map(toMilestone),
    },
    organizationName: organization?.name ?? '',
    expiresAt: share.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The conversation, only for a link made with "Include the conversation" (a law firm's messages with
 * its client are privileged): senders by name and times only, no ids.
 */
export async function readSharedMessages(token: string | undefined): Promise<SharedMessage[]> {
  const { share, project } = await openShare(token);
  if (!share.includeConversation) return [];
  const messages = await projectMessages(project);
  return messages.map(({ content, createdAt, sender, editedAt, deletedAt }) => ({ content, createdAt, senderName: sender.displayName, editedAt, deletedAt }));
}
