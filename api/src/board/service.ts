import mongoose, { Types } from 'mongoose';
import { BOARD_CARDS_PER_COLUMN_MAX, BOARD_ROLE_WITHOUT_ASSIGNEE, CURRENT_PERIOD, DONE_STAGE, LONG_WAIT_DAYS, NO_STAGE, type Board, type BoardCard, type BoardColumn, type BoardQuery, type BoardTemplateChoice } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { listedProjectsFilter } from '../projects/access';
import { Project, type ProjectBoardRecord, type ProjectOriginRecord, type ProjectRecord } from '../projects/model';
import { ProjectTemplate } from '../templates/model';
import { refreshBoardSummaries } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;

type BoardProject = Pick<ProjectRecord, '_id' | 'name' | 'clientId' | 'assigneeIds' | 'board' | 'startDate'> & { origin: Pick<ProjectOriginRecord, 'templateId' | 'period'> | null };

const BOARD_PROJECTION = { name: 1, clientId: 1, assigneeIds: 1, 'origin.templateId': 1, 'origin.period': 1, board: 1, startDate: 1 };

/**
 * GET /api/board: the projects the actor may see (listedProjectsFilter: a team member walled off by
 * need-to-know sees only theirs), in a column per stage, each card saying who holds the ball. Each
 * project's stage and ball are read from its summary (board/summary.ts), so the board reads projects alone.
 * The filters on stored fields narrow the read; stage, waitingOn, overdue and idleDays are applied after.
 */
export async function getBoard(actor: Actor, query: BoardQuery): Promise<Board> {
  // Every listed project is read once, whatever the template and period asked: the filter's choices are
  // the templates and periods of them all (read apart when an assignee, role or tag narrows the read), and a
  // template's projects are most of a season's board anyway.
  const listed = await summedProjects(actor, await projectFilter(actor, query));
  const today = now();
  const current = query.period === CURRENT_PERIOD ? currentPeriods(listed, today) : new Map<string, string>();
  const projects = listed.filter((project) => isOfTemplateAndPeriod(project, query, current));
  const shown = projects.filter((project) => matchesComputedFilters(project.board!, query, today));
  const [templates, templateStages] = await Promise.all([
    templateChoices(actor, readsFewerThanListed(query) ? await originsOfListed(actor) : listed),
    query.templateId ? stagesOfTemplate(actor, query.templateId) : Promise.resolve([]),
  ]);
  const placed = shown.map((project) => ({ board: project.board!, card: cardOf(project, project.board!, today) }));
  return {
    columns: columnsOf(placed, templateStages, query.cardsPerColumn ?? BOARD_CARDS_PER_COLUMN_MAX),
    total: placed.length,
    overdue: placed.filter(({ card }) => card.overdue).length,
    waitingOnClientLong: placed.filter(({ board }) => board.ball?.waitingOn === 'client' && daysWaited(board, today) > LONG_WAIT_DAYS).length,
    templates,
  };
}

/** The projects of `filter` with their summaries, summing first any project not summed yet. */
async function summedProjects(actor: Actor, filter: Record<string, unknown>): Promise<BoardProject[]> {
  const projects = await Project.find(filter, BOARD_PROJECTION).lean<BoardProject[]>();
  const unsummed = projects.filter((project) => !project.board);
  if (unsummed.length === 0) return projects;
  await refreshBoardSummaries(actor.organizationId, unsummed.map((project) => project._id));
  return Project.find(filter, BOARD_PROJECTION).lean<BoardProject[]>();
}

/**
 * The actor's listed projects, narrowed by the assignee (or, with a role, the clients for whom the assignee
 * fills it) and the client's tag.
 */
async function projectFilter(actor: Actor, query: BoardQuery): Promise<Record<string, unknown>> {
  const filter: Record<string, unknown> = { ...listedProjectsFilter(actor) };
  if (query.roleId && !query.assigneeId) throw new HttpError(400, BOARD_ROLE_WITHOUT_ASSIGNEE, { errors: { roleId: BOARD_ROLE_WITHOUT_ASSIGNEE } });
  if (query.assigneeId && !query.roleId) filter.assigneeIds = new Types.ObjectId(query.assigneeId);
  const accounts: Record<string, unknown> = {
    ...(query.tag && { tags: query.tag }),
    ...(query.roleId && { roleHolders: mongoose.trusted({ $elemMatch: { roleId: new Types.ObjectId(query.roleId), userId: new Types.ObjectId(query.assigneeId) } }) }),
  };
  if (Object.keys(accounts).length > 0) {
    const chosen = await ClientAccount.find({ organizationId: actor.organizationId, ...accounts }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    filter.clientId = mongoose.trusted({ $in: chosen.map((account) => account._id) });
  }
  return filter;
}

/** `current`: by template, its current period (CURRENT_PERIOD). */
function isOfTemplateAndPeriod(project: BoardProject, query: BoardQuery, current: Map<string, string>): boolean {
  if (query.templateId && project.origin?.templateId.toString() !== query.templateId) return false;
  if (query.period !== CURRENT_PERIOD) return !query.period || project.origin?.period === query.period;
  return !project.origin || project.origin.period === current.get(project.origin.templateId.toString());
}

/** Each template's newest period whose projects have started by `today`, or its newest when none has. */
function currentPeriods(projects: BoardProject[], today: Date): Map<string, string> {
  const newest = new Map<string, { started: string; any: string }>();
  for (const { origin, startDate } of projects) {
    if (!origin) continue;
    const key = origin.templateId.toString();
    const seen = newest.get(key) ?? { started: '', any: '' };
    if (origin.period > seen.any) seen.any = origin.period;
    if (startDate <= today && origin.period > seen.started) seen.started = origin.period;
    newest.set(key, seen);
  }
  return new Map([...newest].map(([key, { started, any }]) => [key, started || any]));
}

function cardOf(project: BoardProject, board: ProjectBoardRecord, today: Date): BoardCard {
  return {
    projectId: project._id.toString(),
    name: project.name,
    clientId: project.clientId.toString(),
    clientName: board.clientName,
    stage: board.stage,
    dueDate: board.dueDate ? board.dueDate.toISOString() : null,
    overdue: isOverdue(board, today),
    ball: board.ball && { waitingOn: board.ball.waitingOn, since: board.ball.since.toISOString(), reason: board.ball.reason },
    lastActivityAt: board.lastActivityAt.toISOString(),
    assigneeIds: project.assigneeIds.map((id) => id.toString()),
    period: project.origin?.period ?? null,
  };
}

function isOverdue(board: ProjectBoardRecord, today: Date): boolean {
  return board.stage !== DONE_STAGE && board.dueDate !== null && board.dueDate.getTime() < today.getTime();
}

function matchesComputedFilters(board: ProjectBoardRecord, query: BoardQuery, today: Date): boolean {
  if (query.stage && board.stage !== query.stage) return false;
  if (query.waitingOn && (board.ball?.waitingOn ?? 'nobody') !== query.waitingOn) return false;
  if (query.overdue && !isOverdue(board, today)) return false;
  if (query.idleDays && today.getTime() - board.lastActivityAt.getTime() < query.idleDays * DAY_MS) return false;
  if (query.waitingDays && daysWaited(board, today) <= query.waitingDays) return false;
  return true;
}

/** Whole days the ball has been held, 0 when nobody holds it. */
function daysWaited(board: ProjectBoardRecord, today: Date): number {
  return board.ball ? Math.floor((today.getTime() - board.ball.since.getTime()) / DAY_MS) : 0;
}

/**
 * The columns in order: the template's milestones when the board is of one template, then every other
 * stage in the order projects go through them (its place in its project's milestones), then those with
 * no milestones, then Done. In a column, the longest waiting first, at most `cardsPerColumn` of them.
 */
function columnsOf(placed: { board: ProjectBoardRecord; card: BoardCard }[], templateStages: string[], cardsPerColumn: number): BoardColumn[] {
  const position = new Map<string, number>();
  for (const { board } of placed) position.set(board.stage, Math.min(position.get(board.stage) ?? Infinity, board.stageIndex));
  const others = [...position.keys()]
    .filter((stage) => stage !== DONE_STAGE && stage !== NO_STAGE && !templateStages.includes(stage))
    .sort((first, second) => position.get(first)! - position.get(second)!);
  const stages = [...templateStages, ...others, ...(position.has(NO_STAGE) ? [NO_STAGE] : []), DONE_STAGE];
  const byStage = new Map<string, { card: BoardCard; waitedSince: number }[]>(stages.map((stage) => [stage, []]));
  for (const { board, card } of placed) byStage.get(board.stage)?.push({ card, waitedSince: board.ball?.since.getTime() ?? Number.POSITIVE_INFINITY });
  return stages.map((stage) => {
    const inStage = byStage.get(stage)!.sort(longestWaitingFirst);
    return { stage, count: inStage.length, cards: inStage.slice(0, cardsPerColumn).map(({ card }) => card) };
  });
}

const byName = new Intl.Collator().compare;

function longestWaitingFirst(first: { card: BoardCard; waitedSince: number }, second: { card: BoardCard; waitedSince: number }): number {
  return first.waitedSince - second.waitedSince || byName(first.card.name, second.card.name) || byName(first.card.clientName, second.card.clientName);
}

async function stagesOfTemplate(actor: Actor, templateId: string): Promise<string[]> {
  const template = await ProjectTemplate.findOne({ _id: new Types.ObjectId(templateId), organizationId: actor.organizationId }, { 'milestones.name': 1 }).lean<{
    milestones: { name: string }[];
  }>();
  return template ? [...new Set(template.milestones.map((milestone) => milestone.name))] : [];
}

/** Narrowed to an assignee, a role or a tag, the board reads fewer projects than the filters choose among. */
const readsFewerThanListed = (query: BoardQuery) => Boolean(query.assigneeId || query.roleId || query.tag);

/** Where each of the actor's listed projects came from: the template choices' source whatever the filters. */
function originsOfListed(actor: Actor): Promise<Array<Pick<BoardProject, 'origin'>>> {
  return Project.find(listedProjectsFilter(actor), { 'origin.templateId': 1, 'origin.period': 1 }).lean<Array<Pick<BoardProject, 'origin'>>>();
}

/** The templates of the listed projects, each with its periods, newest first. */
async function templateChoices(actor: Actor, listed: Array<Pick<BoardProject, 'origin'>>): Promise<BoardTemplateChoice[]> {
  const periods = new Map<string, Set<string>>();
  for (const { origin } of listed) {
    if (origin) periods.set(origin.templateId.toString(), (periods.get(origin.templateId.toString()) ?? new Set()).add(origin.period));
  }
  if (periods.size === 0) return [];
  const templates = await ProjectTemplate.find(
    { organizationId: actor.organizationId, _id: mongoose.trusted({ $in: [...periods.keys()].map((id) => new Types.ObjectId(id)) }) },
    { name: 1 },
  ).lean<{ _id: Types.ObjectId; name: string }[]>();
  return templates
    .map((template) => ({ id: template._id.toString(), name: template.name, periods: [...periods.get(template._id.toString())!].sort().reverse() }))
    .sort((first, second) => first.name.localeCompare(second.name));
}
