import mongoose, { Types } from 'mongoose';
import {
  fillTemplateText,
  periodLabel,
  type RecurrenceChange,
  type TemplateRecurrence as TemplateRecurrenceView,
  type TemplateRecurrenceRequest,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { localDate } from '../clock/local-time';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { cancelJob } from '../jobs/runner';
import { dateOnly } from '../template-batches/dates';
import { resolveBatch } from '../template-batches/plan';
import type { ProjectTemplateRecord } from '../templates/model';
import { findTemplate } from '../templates/service';
import { User, type UserRecord } from '../users/model';
import { TemplateRecurrence, type TemplateRecurrenceRecord } from './model';
import { recurrenceRule, ruleText } from './occurrences';
import { makingTimeOf, occurrenceJobKey, occurrenceOf, queueNextOccurrence, rescheduleNextOccurrence } from './schedule';

export const NOT_REPEATING = 'This template does not repeat';
const REPEATS_ALREADY = 'This template repeats already: change that, or end it first';
const NOT_IN_RECURRENCE = 'This client is not among those the template repeats for';
const PAST_START = 'Choose a first start date from today on';

function auditObject(template: Pick<ProjectTemplateRecord, '_id' | 'name'>) {
  return { type: 'template' as const, id: template._id.toString(), name: template.name };
}

export async function recurrenceView(recurrence: TemplateRecurrenceRecord, template: ProjectTemplateRecord): Promise<TemplateRecurrenceView> {
  const ids = recurrence.clients.map((client) => client.clientId);
  const accounts = await ClientAccount.find({ organizationId: recurrence.organizationId, _id: mongoose.trusted({ $in: ids }) }, { name: 1 }).lean<Array<{ _id: Types.ObjectId; name: string }>>();
  const names = new Map(accounts.map((account) => [account._id.toString(), account.name]));
  const next = recurrence.status === 'ended' ? null : occurrenceOf(recurrence);
  const makingTime = makingTimeOf(recurrence);
  const clients = recurrence.clients
    .filter((client) => names.has(client.clientId.toString()))
    .map((client) => ({ clientId: client.clientId.toString(), clientName: names.get(client.clientId.toString())!, paused: client.paused }))
    .sort((a, b) => a.clientName.localeCompare(b.clientName));
  return {
    id: recurrence._id.toString(),
    templateId: recurrence.templateId.toString(),
    status: recurrence.status,
    ruleText: ruleText(recurrence.cadence, recurrence.firstStartDate),
    rule: recurrenceRule(recurrence.cadence, recurrence.firstStartDate).toString(),
    daysAhead: recurrence.daysAhead,
    timeZone: recurrence.timeZone,
    next: next && {
      period: next.period,
      periodLabel: periodLabel(next.period),
      projectName: fillTemplateText(template.projectName, { period: next.period, client: '{client}', firstName: '{firstName}' }),
      startDate: dateOnly(next.startDate),
      createsOn: dateOnly(localDate(makingTime, recurrence.timeZone)),
      createsAt: makingTime.toISOString(),
    },
    clients,
    lastMade: recurrence.lastMade && {
      period: recurrence.lastMade.period,
      periodLabel: periodLabel(recurrence.lastMade.period),
      batchId: recurrence.lastMade.batchId.toString(),
      at: recurrence.lastMade.at.toISOString(),
    },
    lastFailure: recurrence.lastFailure
      ? { period: recurrence.lastFailure.period, periodLabel: periodLabel(recurrence.lastFailure.period), reason: recurrence.lastFailure.reason, at: recurrence.lastFailure.at.toISOString() }
      : null,
    createdByName: recurrence.createdByName,
    createdAt: recurrence.createdAt.toISOString(),
  };
}

async function findCurrent(actor: Actor, template: ProjectTemplateRecord): Promise<TemplateRecurrenceRecord | null> {
  return TemplateRecurrence.findOne({ organizationId: actor.organizationId, templateId: template._id, current: true }).lean<TemplateRecurrenceRecord>();
}

async function requireCurrent(actor: Actor, templateId: Types.ObjectId): Promise<{ template: ProjectTemplateRecord; recurrence: TemplateRecurrenceRecord }> {
  const template = await findTemplate(actor, templateId);
  const recurrence = await findCurrent(actor, template);
  if (!recurrence) throw new HttpError(404, NOT_REPEATING);
  return { template, recurrence };
}

/** How the template comes back, or null when it does not. */
export async function getRecurrence(actor: Actor, templateId: Types.ObjectId): Promise<{ recurrence: TemplateRecurrenceView | null }> {
  const template = await findTemplate(actor, templateId);
  const recurrence = await findCurrent(actor, template);
  return { recurrence: recurrence && (await recurrenceView(recurrence, template)) };
}

/** Sets the template to make its projects every period for the chosen clients, from the period and start date given. */
export async function setUpRecurrence(actor: Actor, templateId: Types.ObjectId, request: TemplateRecurrenceRequest): Promise<TemplateRecurrenceView> {
  const { template, period, startDate, clientIds } = await resolveBatch(actor, { ...request, templateId: templateId.toString() });
  const me = await User.findOne({ _id: actor.userId, organizationId: actor.organizationId }, { displayName: 1, notificationSettings: 1 })
    .orFail()
    .lean<Pick<UserRecord, 'displayName' | 'notificationSettings'>>();
  const timeZone = me.notificationSettings?.timeZone ?? 'UTC';
  if (startDate < localDate(now(), timeZone)) throw new HttpError(400, PAST_START, { errors: { startDate: PAST_START } });
  let recurrence: TemplateRecurrenceRecord;
  try {
    const created = await TemplateRecurrence.create({
      organizationId: actor.organizationId,
      templateId: template._id,
      cadence: template.cadence,
      firstPeriod: period,
      firstStartDate: startDate,
      daysAhead: request.daysAhead,
      timeZone,
      clients: clientIds.map((clientId) => ({ clientId, paused: false })),
      status: 'active',
      current: true,
      nextIndex: 0,
      createdBy: actor.userId,
      createdByName: me.displayName,
    });
    recurrence = created.toObject();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new HttpError(409, REPEATS_ALREADY);
    throw error;
  }
  await queueNextOccurrence(recurrence);
  const view = await recurrenceView(recurrence, template);
  await recordAudit({ action: 'recurrence.set_up', object: auditObject(template), detail: `${view.ruleText}, for ${clientIds.length} clients, from ${periodLabel(period)}` });
  return view;
}

/** Pauses or resumes it for every client, or changes how many days ahead projects are made. */
export async function changeRecurrence(actor: Actor, templateId: Types.ObjectId, change: RecurrenceChange): Promise<TemplateRecurrenceView> {
  const { template, recurrence } = await requireCurrent(actor, templateId);
  const changed = await TemplateRecurrence.findOneAndUpdate(
    { _id: recurrence._id, organizationId: actor.organizationId, current: true },
    { $set: { ...(change.status && { status: change.status }), ...(change.daysAhead !== undefined && { daysAhead: change.daysAhead }) } },
    { returnDocument: 'after' },
  ).lean<TemplateRecurrenceRecord>();
  if (!changed) throw new HttpError(404, NOT_REPEATING);
  if (change.daysAhead !== undefined) await rescheduleNextOccurrence(changed);
  const said = [change.status === 'paused' && 'Paused for every client', change.status === 'active' && 'Resumed', change.daysAhead !== undefined && `Made ${change.daysAhead} days ahead`];
  await recordAudit({ action: 'recurrence.changed', object: auditObject(template), detail: said.filter(Boolean).join('; ') });
  return recurrenceView(changed, template);
}

/** Pauses or resumes it for one client: a paused client's occurrences are passed over until resumed. */
export async function changeRecurrenceClient(actor: Actor, templateId: Types.ObjectId, clientId: Types.ObjectId, paused: boolean): Promise<TemplateRecurrenceView> {
  const { template, recurrence } = await requireCurrent(actor, templateId);
  const changed = await TemplateRecurrence.findOneAndUpdate(
    { _id: recurrence._id, organizationId: actor.organizationId, current: true, 'clients.clientId': clientId },
    { $set: { 'clients.$.paused': paused } },
    { returnDocument: 'after' },
  ).lean<TemplateRecurrenceRecord>();
  if (!changed) throw new HttpError(404, NOT_IN_RECURRENCE);
  const client = await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }, { name: 1 }).lean<{ name: string }>();
  await recordAudit({ action: 'recurrence.changed', object: auditObject(template), detail: `${paused ? 'Paused' : 'Resumed'} for ${client?.name ?? 'a client'}` });
  return recurrenceView(changed, template);
}

async function end(actor: Actor, template: ProjectTemplateRecord, recurrence: TemplateRecurrenceRecord, detail: string): Promise<void> {
  await TemplateRecurrence.updateOne({ _id: recurrence._id, organizationId: actor.organizationId }, { $set: { status: 'ended' }, $unset: { current: 1 } });
  await cancelJob(occurrenceJobKey(recurrence));
  await recordAudit({ action: 'recurrence.ended', object: auditObject(template), detail });
}

/** Ends it for one client (the last one ends it for all). */
export async function endRecurrenceForClient(actor: Actor, templateId: Types.ObjectId, clientId: Types.ObjectId): Promise<{ recurrence: TemplateRecurrenceView | null }> {
  const { template, recurrence } = await requireCurrent(actor, templateId);
  const changed = await TemplateRecurrence.findOneAndUpdate(
    { _id: recurrence._id, organizationId: actor.organizationId, current: true, 'clients.clientId': clientId },
    { $pull: { clients: { clientId } } },
    { returnDocument: 'after' },
  ).lean<TemplateRecurrenceRecord>();
  if (!changed) throw new HttpError(404, NOT_IN_RECURRENCE);
  const client = await ClientAccount.findOne({ _id: clientId, organizationId: actor.organizationId }, { name: 1 }).lean<{ name: string }>();
  if (changed.clients.length === 0) {
    await end(actor, template, changed, `Ended for ${client?.name ?? 'its last client'}, its last client`);
    return { recurrence: null };
  }
  await recordAudit({ action: 'recurrence.changed', object: auditObject(template), detail: `Ended for ${client?.name ?? 'a client'}` });
  return { recurrence: await recurrenceView(changed, template) };
}

/** Ends it for every client: no more projects are made; those made stay. */
export async function endRecurrence(actor: Actor, templateId: Types.ObjectId): Promise<{ recurrence: null }> {
  const { template, recurrence } = await requireCurrent(actor, templateId);
  await end(actor, template, recurrence, 'Ended for every client');
  return { recurrence: null };
}
