import mongoose, { Types } from 'mongoose';
import {
  fillTemplateText,
  isPeriodOf,
  periodLabel,
  periodMessage,
  type TemplateBatchPlan,
  type TemplateBatchPlanRow,
  type TemplateBatchRequest,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { matchingClientIds } from '../clients/client-page';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { Project } from '../projects/model';
import { reminderTimes, scheduleOf } from '../reminders/schedule';
import { reminderSettingsOf } from '../reminders/settings';
import type { ProjectTemplateRecord } from '../templates/model';
import { findTemplate } from '../templates/service';
import { User, type UserRecord } from '../users/model';
import { addDays, dateOnly, projectDates } from './dates';

export const NOT_YOUR_CLIENTS = 'Some of the chosen clients are not clients of your firm any more: reload the page and choose again';
const NO_CLIENTS = 'No client matches: choose other clients';

export type BatchAccount = Pick<ClientAccountRecord, '_id' | 'name' | 'primaryPersonId' | 'archivedAt' | 'roleHolders'>;

/** What a name or message is filled in with for one client: its name and its primary person's first name. */
export interface ClientWords {
  client: string;
  firstName: string;
}

/** A batch's request, checked against the firm: the template, the period for its cadence, and the clients in name order. */
export interface ResolvedBatch {
  template: ProjectTemplateRecord;
  period: string;
  startDate: Date;
  clientIds: Types.ObjectId[];
}

export async function resolveBatch(actor: Actor, request: TemplateBatchRequest): Promise<ResolvedBatch> {
  const template = await findTemplate(actor, new Types.ObjectId(request.templateId));
  if (!isPeriodOf(template.cadence, request.period)) {
    const message = periodMessage(template.cadence);
    throw new HttpError(400, message, { errors: { period: message } });
  }
  let clientIds: Types.ObjectId[];
  if (request.clientIds) {
    const wanted = [...new Set(request.clientIds.map((id) => id.toLowerCase()))].map((id) => new Types.ObjectId(id));
    const found = await ClientAccount.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: wanted }) }, { _id: 1 })
      .sort({ name: 1, _id: 1 })
      .lean<Array<{ _id: Types.ObjectId }>>();
    if (found.length < wanted.length) throw new HttpError(400, NOT_YOUR_CLIENTS, { errors: { clientIds: NOT_YOUR_CLIENTS } });
    clientIds = found.map((account) => account._id);
  } else {
    clientIds = await matchingClientIds(actor, request.filter!);
  }
  if (clientIds.length === 0) throw new HttpError(400, NO_CLIENTS, { errors: { clientIds: NO_CLIENTS } });
  return { template, period: request.period, startDate: new Date(request.startDate.slice(0, 10)), clientIds };
}

/** 'José', 'José and Renée', 'Ana, Ben and Cy'. */
function joinedNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The accounts of `clientIds`, with the words their texts are filled in with. `{firstName}` greets everyone
 * who will see the new project (a household's welcome is read by both spouses): the first names of the
 * account's people not limited to chosen projects, its primary person first; the account's name if none.
 */
export async function accountsOf(organizationId: Types.ObjectId, clientIds: Types.ObjectId[]): Promise<Map<string, BatchAccount & ClientWords>> {
  const accounts = await ClientAccount.find({ organizationId, _id: mongoose.trusted({ $in: clientIds }) }, { name: 1, primaryPersonId: 1, archivedAt: 1, roleHolders: 1 }).lean<BatchAccount[]>();
  const people = await User.find(
    { organizationId, clientAccountId: mongoose.trusted({ $in: accounts.map((account) => account._id) }) },
    { displayName: 1, clientAccountId: 1, limitedToProjectIds: 1, createdAt: 1 },
  )
    .sort({ createdAt: 1, _id: 1 })
    .lean<Array<Pick<UserRecord, '_id' | 'displayName' | 'clientAccountId' | 'limitedToProjectIds'>>>();
  const firstNameOf = (person: Pick<UserRecord, 'displayName'>) => person.displayName.trim().split(/\s+/)[0] ?? '';
  const greeted = (account: BatchAccount) => {
    const seeing = people.filter((person) => person.clientAccountId?.equals(account._id) && !person.limitedToProjectIds);
    const primaryFirst = [...seeing.filter((person) => person._id.equals(account.primaryPersonId)), ...seeing.filter((person) => !person._id.equals(account.primaryPersonId))];
    return joinedNames([...new Set(primaryFirst.map(firstNameOf).filter(Boolean))]) || account.name;
  };
  return new Map(accounts.map((account) => [account._id.toString(), { ...account, client: account.name, firstName: greeted(account) }]));
}

/** The clients among `clientIds` who already have the template's project for the period, and its name. */
export async function existingProjects(organizationId: Types.ObjectId, templateId: Types.ObjectId, period: string, clientIds: Types.ObjectId[]): Promise<Map<string, string>> {
  const projects = await Project.find(
    { organizationId, 'origin.templateId': templateId, 'origin.period': period, clientId: mongoose.trusted({ $in: clientIds }) },
    { clientId: 1, name: 1 },
  ).lean<Array<{ clientId: Types.ObjectId; name: string }>>();
  return new Map(projects.map((project) => [project.clientId.toString(), project.name]));
}

/** Why a client gets no project, or null when it gets one. */
export function skipReasonOf(account: BatchAccount | undefined, existingName: string | undefined): string | null {
  if (!account) return 'This client was deleted';
  if (account.archivedAt) return 'This client is archived';
  if (existingName !== undefined) return `Already has "${existingName}"`;
  return null;
}

/** The dry run: what the batch would make and for whom not, with each project's dates; nothing is written. */
export async function planBatch(actor: Actor, request: TemplateBatchRequest): Promise<TemplateBatchPlan> {
  const { template, period, startDate, clientIds } = await resolveBatch(actor, request);
  const [accounts, existing] = await Promise.all([
    accountsOf(actor.organizationId, clientIds),
    existingProjects(actor.organizationId, template._id, period, clientIds),
  ]);
  const rows: TemplateBatchPlanRow[] = clientIds.map((clientId) => {
    const account = accounts.get(clientId.toString());
    const words = { period, client: account?.client ?? '', firstName: account?.firstName ?? '' };
    return {
      clientId: clientId.toString(),
      clientName: account?.name ?? '',
      projectName: fillTemplateText(template.projectName, words),
      skipReason: skipReasonOf(account, existing.get(clientId.toString())),
    };
  });
  const toCreate = rows.filter((row) => row.skipReason === null);
  const dates = projectDates(template, startDate, period);
  const firmSchedule = (await reminderSettingsOf([actor.organizationId])).get(actor.organizationId.toString())!;
  const madeAt = now();
  // The days a request's automatic reminders go out while it is outstanding, made now: none before it is asked for.
  const reminderDates = (request: ProjectTemplateRecord['requests'][number], dueDate: Date) => {
    if (!firmSchedule.enabled || !request.reminders) return [];
    return reminderTimes({ dueDate, createdAt: madeAt }, scheduleOf(request.reminderSchedule, firmSchedule))
      .filter((time) => time > madeAt.getTime())
      .map((time) => dateOnly(new Date(time)));
  };
  const hearing = await User.distinct('clientAccountId', {
    organizationId: actor.organizationId,
    role: 'client',
    status: 'active',
    archivedAt: null,
    requiresPasswordChange: false,
    clientAccountId: mongoose.trusted({ $in: toCreate.map((row) => new Types.ObjectId(row.clientId)) }),
  });
  return {
    templateName: template.name,
    period,
    periodLabel: periodLabel(period),
    rows,
    toCreate: toCreate.length,
    skipped: rows.length - toCreate.length,
    each: {
      startDate: dateOnly(dates.startDate),
      endDate: dateOnly(dates.endDate),
      milestones: template.milestones.map((milestone) => ({ name: milestone.name, dueDate: dateOnly(dates.at(milestone.anchor, milestone.offsetDays)) })),
      tasks: template.tasks.map((task) => {
        const start = dates.at(task.anchor, task.offsetDays);
        return { name: task.name, startDate: dateOnly(start), endDate: dateOnly(addDays(start, task.durationDays)) };
      }),
      requests: template.requests.map((request) => {
        const dueDate = dates.at(request.anchor, request.offsetDays);
        return { name: request.name, dueDate: dateOnly(dueDate), addressedTo: request.addressedTo, reminderDates: reminderDates(request, dueDate) };
      }),
      welcomeMessage: template.welcomeMessage.length > 0,
    },
    clientsWhoHear: hearing.length,
  };
}
