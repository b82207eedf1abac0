import mongoose, { Types } from 'mongoose';
import { runsTheFirm, type Actor } from '../actor/actor';
import { memberOrOwner } from '../actor/load-actor';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { registerJobKind, type RunningJob } from '../jobs/runner';
import { dateOnly } from '../template-batches/dates';
import { TemplateBatch } from '../template-batches/model';
import { startBatch } from '../template-batches/service';
import { ProjectTemplate } from '../templates/model';
import { TemplateRecurrence, type TemplateRecurrenceRecord } from './model';
import { occurrenceOf, queueNextOccurrence, RECURRENCE_JOB } from './schedule';

/** Who makes the projects: whoever set the recurrence up while they still run the firm, else the firm's owner. */
async function makerOf(recurrence: TemplateRecurrenceRecord): Promise<Actor | null> {
  return (await memberOrOwner(recurrence.organizationId, recurrence.createdBy, runsTheFirm))?.actor ?? null;
}

/** Makes the occurrence as a batch of the template for its clients who are not paused, once whatever is retried. */
async function makeOccurrence(recurrence: TemplateRecurrenceRecord, index: number): Promise<TemplateRecurrenceRecord['lastMade']> {
  const { organizationId } = recurrence;
  const wanted = recurrence.clients.filter((client) => !client.paused).map((client) => client.clientId);
  const clientIds = await ClientAccount.distinct('_id', { organizationId, _id: mongoose.trusted({ $in: wanted }) });
  const maker = clientIds.length > 0 ? await makerOf(recurrence) : null;
  if (!maker) return null;
  const making = recurrence.making?.index === index ? recurrence.making : { index, batchId: new Types.ObjectId() };
  await TemplateRecurrence.updateOne({ _id: recurrence._id, organizationId, nextIndex: index }, { $set: { making } });
  const { period, startDate } = occurrenceOf(recurrence, index);
  if (!(await TemplateBatch.exists({ _id: making.batchId, organizationId }))) {
    await startBatch(maker, { templateId: recurrence.templateId.toString(), period, startDate: dateOnly(startDate), clientIds: clientIds.map(String) }, { batchId: making.batchId });
  }
  return { period, batchId: making.batchId, at: now() };
}

type Scope = { _id: Types.ObjectId; organizationId: Types.ObjectId };

/** The recurrence and occurrence a job is for. */
function occurrenceOfJob(job: RunningJob): { scope: Scope; index: number } {
  return { scope: { _id: new Types.ObjectId(String(job.data.recurrenceId)), organizationId: job.organizationId! }, index: Number(job.data.index) };
}

/** Moves on from occurrence `index` (only from it, whoever runs it), recording `outcome`, and queues the next unless it has ended. */
async function advancePast(scope: Scope, index: number, outcome: Partial<Pick<TemplateRecurrenceRecord, 'lastMade' | 'lastFailure'>>): Promise<void> {
  const advanced = await TemplateRecurrence.findOneAndUpdate(
    { ...scope, nextIndex: index },
    { $set: { nextIndex: index + 1, making: null, ...outcome } },
    { returnDocument: 'after' },
  ).lean<TemplateRecurrenceRecord>();
  if (advanced && advanced.status !== 'ended') await queueNextOccurrence(advanced);
}

/**
 * The job of one occurrence: makes it (unless the recurrence is paused: then it is passed over) and queues
 * the next. The template gone, or made another cadence, the recurrence ends: its periods no longer fit.
 */
export async function runOccurrence(job: RunningJob): Promise<void> {
  const { scope, index } = occurrenceOfJob(job);
  const recurrence = await TemplateRecurrence.findOne(scope).lean<TemplateRecurrenceRecord>();
  if (!recurrence || recurrence.status === 'ended' || recurrence.nextIndex !== index) return;
  const template = await ProjectTemplate.findOne({ _id: recurrence.templateId, organizationId: recurrence.organizationId }, { cadence: 1 }).lean<{ cadence: string }>();
  if (!template || template.cadence !== recurrence.cadence) {
    await TemplateRecurrence.updateOne(scope, { $set: { status: 'ended' }, $unset: { current: 1 } });
    return;
  }
  const lastMade = recurrence.status === 'active' ? await makeOccurrence(recurrence, index) : null;
  await advancePast(scope, index, lastMade ? { lastMade } : {});
}

/** An occurrence that failed every try is recorded where the firm sees the recurrence, and the next one is queued. */
async function occurrenceFailed(job: RunningJob, reason: string): Promise<void> {
  const { scope, index } = occurrenceOfJob(job);
  const recurrence = await TemplateRecurrence.findOne({ ...scope, nextIndex: index }).lean<TemplateRecurrenceRecord>();
  if (!recurrence) return;
  await advancePast(scope, index, { lastFailure: { period: occurrenceOf(recurrence, index).period, reason, at: now() } });
}

/** Registered by app.ts: the job runner of every process makes recurring projects. */
export function runRecurrencesAsJobs(): void {
  registerJobKind(RECURRENCE_JOB, { run: runOccurrence, failed: occurrenceFailed });
}
