import type { PipelineStage, Types } from 'mongoose';
import { OUTSTANDING_DOCUMENT_REQUEST_STATUSES, type DashboardMetrics } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { listedProjectContentFilter, type ProjectContentFilter } from '../projects/access';
import { DocumentRequestItem } from '../documents/model';
import { Message } from '../messages/model';
import { Project } from '../projects/model';
import { TimelineTask } from '../timelines/model';
import { User } from '../users/model';
import { overlapping, within, type DateRange } from './range';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's seven figures for one firm, each one aggregation on an index that starts with
 * organizationId (the definitions are in docs/api.md). Archived projects, their content and archived
 * clients count nowhere.
 */
export async function dashboardMetrics(actor: Actor, range: DateRange): Promise<DashboardMetrics> {
  const { organizationId } = actor;
  const listedContent = await listedProjectContentFilter(actor);
  const [activeProjects, averageCompletionDays, averageResponseTime, clientsOnboarded, tasks, outstandingDocumentRequests] = await Promise.all([
    countActiveProjects(organizationId, range),
    averageDaysToComplete(organizationId, range),
    averageMinutesToRespond(listedContent, range),
    countClientsOnboarded(organizationId, range),
    countTasks(listedContent, range),
    countOutstandingDocumentRequests(listedContent),
  ]);
  return { activeProjects, averageCompletionDays, averageResponseTime, clientsOnboarded, ...tasks, outstandingDocumentRequests };
}

/** A $match on the firm's documents: organizationId stays at the top level, where the tenancy plugin looks for it. */
function firmMatch(
  scope: { organizationId: Types.ObjectId } & Record<string, unknown>,
  ...conditions: Array<Record<string, unknown> | undefined | false>
): Record<string, unknown> {
  const present = conditions.filter((condition): condition is Record<string, unknown> => Boolean(condition));
  return present.length > 0 ? { ...scope, $and: present } : scope;
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

async function single<T>(aggregate: Promise<T[]>): Promise<T | undefined> {
  return (await aggregate)[0];
}

/** Active projects running at some point of the range (all active projects without a range); archived ones do not count. */
async function countActiveProjects(organizationId: Types.ObjectId, range: DateRange): Promise<number> {
  const pipeline: PipelineStage[] = [
    { $match: firmMatch({ organizationId, status: 'active', archivedAt: null }, ...overlapping(range, 'startDate', 'endDate')) },
    { $count: 'count' },
  ];
  return (await single(Project.aggregate<{ count: number }>(pipeline)))?.count ?? 0;
}

/** Mean days from start date to completion, over projects completed in the range and not archived; 0 when none. */
async function averageDaysToComplete(organizationId: Types.ObjectId, range: DateRange): Promise<number> {
  const completedAt = within(range);
  const pipeline: PipelineStage[] = [
    { $match: firmMatch({ organizationId, status: 'completed', archivedAt: null }, completedAt && { completedAt }) },
    { $group: { _id: null, averageMs: { $avg: { $max: [0, { $subtract: ['$completedAt', '$startDate'] }] } } } },
  ];
  const result = await single(Project.aggregate<{ averageMs: number | null }>(pipeline));
  return roundToTenth((result?.averageMs ?? 0) / DAY_MS);
}

/** Mean minutes the firm took to answer a waiting client message, over answers sent in the range on projects not archived; 0 when none. */
async function averageMinutesToRespond(listedContent: ProjectContentFilter, range: DateRange): Promise<number> {
  const createdAt = within(range);
  const pipeline: PipelineStage[] = [
    { $match: firmMatch({ ...listedContent, responseMinutes: { $type: 'number' } }, createdAt && { createdAt }) },
    { $group: { _id: null, averageMinutes: { $avg: '$responseMinutes' } } },
  ];
  const result = await single(Message.aggregate<{ averageMinutes: number | null }>(pipeline));
  return roundToTenth(result?.averageMinutes ?? 0);
}

/**
 * Clients the firm added in the range who completed onboarding (one of their people, added in the range,
 * signed in and finished the welcome tour: firstLogin false); archived clients do not count, and a household
 * counts once however many of its people did.
 */
async function countClientsOnboarded(organizationId: Types.ObjectId, range: DateRange): Promise<number> {
  const createdAt = within(range);
  const pipeline: PipelineStage[] = [
    { $match: firmMatch({ organizationId, role: 'client', firstLogin: false, archivedAt: null }, createdAt && { createdAt }) },
    { $group: { _id: '$clientAccountId' } },
    { $count: 'count' },
  ];
  return (await single(User.aggregate<{ count: number }>(pipeline)))?.count ?? 0;
}

/** Timeline tasks of projects not archived overlapping the range, and those of them not done yet. */
async function countTasks(listedContent: ProjectContentFilter, range: DateRange): Promise<{ totalTasks: number; outstandingTasks: number }> {
  const pipeline: PipelineStage[] = [
    { $match: firmMatch(listedContent, ...overlapping(range, 'startDate', 'endDate')) },
    {
      $group: {
        _id: null,
        totalTasks: { $sum: 1 },
        outstandingTasks: { $sum: { $cond: [{ $eq: ['$status', 'done'] }, 0, 1] } },
      },
    },
  ];
  const result = await single(TimelineTask.aggregate<{ totalTasks: number; outstandingTasks: number }>(pipeline));
  return { totalTasks: result?.totalTasks ?? 0, outstandingTasks: result?.outstandingTasks ?? 0 };
}

/** Document request items of projects not archived still waiting on the client, whenever they were asked (the range does not apply). */
async function countOutstandingDocumentRequests(listedContent: ProjectContentFilter): Promise<number> {
  const pipeline: PipelineStage[] = [
    { $match: { ...listedContent, status: { $in: [...OUTSTANDING_DOCUMENT_REQUEST_STATUSES] } } },
    { $count: 'count' },
  ];
  return (await single(DocumentRequestItem.aggregate<{ count: number }>(pipeline)))?.count ?? 0;
}
