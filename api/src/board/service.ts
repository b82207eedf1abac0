import mongoose, { Types } from 'mongoose';
import { DONE_STAGE, NO_STAGE, type Board, type BoardCard, type BoardColumn, type BoardQuery, type BoardTemplateChoice } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { clientNames } from '../auth/client-accounts';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { Document, DocumentRequestItem } from '../documents/model';
import { Message } from '../messages/model';
import { listedProjectsFilter } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { ProjectTemplate } from '../templates/model';
import { ballOf, type ProjectActivity } from './ball';

const DAY_MS = 24 * 60 * 60 * 1000;

type BoardProject = Pick<ProjectRecord, '_id' | 'name' | 'clientId' | 'endDate' | 'status' | 'assigneeIds' | 'origin' | 'updatedAt'> & {
  milestones: Pick<ProjectRecord['milestones'][number], 'name' | 'status' | 'dueDate'>[];
};

const BOARD_PROJECTION = {
  name: 1,
  clientId: 1,
  endDate: 1,
  status: 1,
  assigneeIds: 1,
  'origin.templateId': 1,
  'origin.period': 1,
  updatedAt: 1,
  'milestones.name': 1,
  'milestones.status': 1,
  'milestones.dueDate': 1,
};

/**
 * GET /api/board: the projects the actor may see (listedProjectsFilter: a team member walled off by
 * need-to-know sees only theirs), in a column per stage, each card saying who holds the ball. The
 * filters on stored fields narrow the read; waitingOn, overdue and idleDays are computed and applied after.
 */
export async function getBoard(actor: Actor, query: BoardQuery): Promise<Board> {
  const projects = await Project.find(await projectFilter(actor, query), BOARD_PROJECTION).lean<BoardProject[]>();
  const [activity, names, templates, templateStages] = await Promise.all([
    activityOf(actor, projects),
    clientNames(actor, [...new Set(projects.map((project) => project.clientId.toString()))].map((id) => new Types.ObjectId(id))),
    templateChoices(actor),
    query.templateId ? stagesOfTemplate(actor, query.templateId) : Promise.resolve([]),
  ]);
  const today = now();
  const cards = projects
    .map((project) => cardOf(project, activity.get(project._id.toString()) ?? emptyActivity(project), names.get(project.clientId.toString()) ?? '', today))
    .filter((card) => matchesComputedFilters(card, query, today));
  return { columns: columnsOf(cards, projects, templateStages), total: cards.length, templates };
}

async function projectFilter(actor: Actor, query: BoardQuery): Promise<Record<string, unknown>> {
  const filter: Record<string, unknown> = { ...listedProjectsFilter(actor) };
  if (query.templateId) filter['origin.templateId'] = new Types.ObjectId(query.templateId);
  if (query.period) filter['origin.period'] = query.period;
  if (query.assigneeId) filter.assigneeIds = new Types.ObjectId(query.assigneeId);
  if (query.tag) {
    const tagged = await ClientAccount.find({ organizationId: actor.organizationId, tags: query.tag }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    filter.clientId = mongoose.trusted({ $in: tagged.map((account) => account._id) });
  }
  return filter;
}

/** Per project: the requests still open or to review, its conversation and the client's last upload. */
async function activityOf(actor: Actor, projects: BoardProject[]): Promise<Map<string, ProjectActivity & { lastAt: Date }>> {
  const byProject = new Map(projects.map((project) => [project._id.toString(), { ...emptyActivity(project) }]));
  if (projects.length === 0) return byProject;
  const projectIds = mongoose.trusted({ $in: projects.map((project) => project._id) });
  const organizationId = actor.organizationId;
  const [requests, messages, uploads] = await Promise.all([
    DocumentRequestItem.find(
      { organizationId, projectId: projectIds, status: mongoose.trusted({ $in: ['requested', 'changes_requested', 'received'] }) },
      { projectId: 1, status: 1, createdAt: 1, updatedAt: 1 },
    ).lean<{ projectId: Types.ObjectId; status: string; createdAt: Date; updatedAt: Date }[]>(),
    Message.find({ organizationId, projectId: projectIds, deletedAt: null }, { projectId: 1, senderSide: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<{ projectId: Types.ObjectId; senderSide: 'firm' | 'client'; createdAt: Date }[]>(),
    Document.aggregate<{ _id: Types.ObjectId; lastAt: Date }>([
      { $match: { organizationId, projectId: projectIds, uploadedBySide: 'client' } },
      { $group: { _id: '$projectId', lastAt: { $max: '$createdAt' } } },
    ]),
  ]);
  for (const request of requests) {
    const activity = byProject.get(request.projectId.toString());
    if (!activity) continue;
    if (request.status === 'received') activity.answersToReviewAt.push(request.updatedAt);
    else activity.openRequestsAskedAt.push(request.status === 'requested' ? request.createdAt : request.updatedAt);
  }
  for (const message of messages) {
    const activity = byProject.get(message.projectId.toString());
    if (!activity) continue;
    activity.messages.push({ side: message.senderSide, at: message.createdAt });
    activity.lastAt = later(activity.lastAt, message.createdAt);
  }
  for (const upload of uploads) {
    const activity = byProject.get(upload._id.toString());
    if (!activity) continue;
    activity.lastClientUploadAt = upload.lastAt;
    activity.lastAt = later(activity.lastAt, upload.lastAt);
  }
  return byProject;
}

function emptyActivity(project: BoardProject): ProjectActivity & { lastAt: Date } {
  return { openRequestsAskedAt: [], answersToReviewAt: [], messages: [], lastClientUploadAt: null, lastAt: project.updatedAt };
}

function later(first: Date, second: Date): Date {
  return second.getTime() > first.getTime() ? second : first;
}

function cardOf(project: BoardProject, activity: ProjectActivity & { lastAt: Date }, clientName: string, today: Date): BoardCard {
  const completed = project.status === 'completed';
  const current = completed ? undefined : project.milestones.find((milestone) => milestone.status !== 'completed');
  const stage = current ? current.name : completed || project.milestones.length > 0 ? DONE_STAGE : NO_STAGE;
  const dueDate = current ? current.dueDate : project.endDate;
  return {
    projectId: project._id.toString(),
    name: project.name,
    clientId: project.clientId.toString(),
    clientName,
    stage,
    dueDate: dueDate ? dueDate.toISOString() : null,
    overdue: !completed && dueDate !== null && dueDate.getTime() < today.getTime(),
    ball: completed ? null : ballOf(activity),
    lastActivityAt: activity.lastAt.toISOString(),
    assigneeIds: project.assigneeIds.map((id) => id.toString()),
    period: project.origin?.period ?? null,
  };
}

function matchesComputedFilters(card: BoardCard, query: BoardQuery, today: Date): boolean {
  if (query.waitingOn && (card.ball?.waitingOn ?? 'nobody') !== query.waitingOn) return false;
  if (query.overdue && !card.overdue) return false;
  if (query.idleDays && today.getTime() - Date.parse(card.lastActivityAt) < query.idleDays * DAY_MS) return false;
  return true;
}

/**
 * The columns in order: the template's milestones when the board is of one template, then every other
 * stage in the order projects go through them (its place in its project's milestones), then those with
 * no milestones, then Done. In a column, the longest waiting first.
 */
function columnsOf(cards: BoardCard[], projects: BoardProject[], templateStages: string[]): BoardColumn[] {
  const position = new Map<string, number>();
  for (const project of projects) {
    project.milestones.forEach((milestone, index) => {
      if (!position.has(milestone.name) || position.get(milestone.name)! > index) position.set(milestone.name, index);
    });
  }
  const others = [...new Set(cards.map((card) => card.stage))]
    .filter((stage) => stage !== DONE_STAGE && stage !== NO_STAGE && !templateStages.includes(stage))
    .sort((first, second) => (position.get(first) ?? 0) - (position.get(second) ?? 0));
  const present = new Set(cards.map((card) => card.stage));
  const stages = [...templateStages, ...others, ...(present.has(NO_STAGE) ? [NO_STAGE] : []), DONE_STAGE];
  return stages.map((stage) => {
    const inStage = cards.filter((card) => card.stage === stage).sort(longestWaitingFirst);
    return { stage, count: inStage.length, cards: inStage };
  });
}

function longestWaitingFirst(first: BoardCard, second: BoardCard): number {
  const waited = (card: BoardCard) => (card.ball ? Date.parse(card.ball.since) : Number.POSITIVE_INFINITY);
  return waited(first) - waited(second) || first.name.localeCompare(second.name) || first.clientName.localeCompare(second.clientName);
}

async function stagesOfTemplate(actor: Actor, templateId: string): Promise<string[]> {
  const template = await ProjectTemplate.findOne({ _id: new Types.ObjectId(templateId), organizationId: actor.organizationId }, { 'milestones.name': 1 }).lean<{
    milestones: { name: string }[];
  }>();
  return template ? [...new Set(template.milestones.map((milestone) => milestone.name))] : [];
}

/** The templates whose projects the actor may see, each with its periods, newest first. */
async function templateChoices(actor: Actor): Promise<BoardTemplateChoice[]> {
  const made = await Project.aggregate<{ _id: { templateId: Types.ObjectId; period: string } }>([
    { $match: { ...listedProjectsFilter(actor), origin: mongoose.trusted({ $ne: null }) } },
    { $group: { _id: { templateId: '$origin.templateId', period: '$origin.period' } } },
  ]);
  const periods = new Map<string, string[]>();
  for (const { _id } of made) periods.set(_id.templateId.toString(), [...(periods.get(_id.templateId.toString()) ?? []), _id.period]);
  if (periods.size === 0) return [];
  const templates = await ProjectTemplate.find(
    { organizationId: actor.organizationId, _id: mongoose.trusted({ $in: [...periods.keys()].map((id) => new Types.ObjectId(id)) }) },
    { name: 1 },
  ).lean<{ _id: Types.ObjectId; name: string }[]>();
  return templates
    .map((template) => ({ id: template._id.toString(), name: template.name, periods: periods.get(template._id.toString())!.sort().reverse() }))
    .sort((first, second) => first.name.localeCompare(second.name));
}
