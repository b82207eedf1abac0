import mongoose, { type Types } from 'mongoose';
import { periodLabel, type TemplateBatch as TemplateBatchView, type TemplateBatchRequest } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { DocumentRequestItem } from '../documents/model';
import { HttpError } from '../http/errors';
import { queueJob } from '../jobs/runner';
import { Message } from '../messages/model';
import { Notification } from '../notifications/model';
import { projectEvents } from '../projects/events';
import { Project, PROJECT_SUMMARY_PROJECTION, type ProjectSummaryRecord } from '../projects/model';
import { fieldsOf, findTemplate } from '../templates/service';
import { Timeline, TimelineTask } from '../timelines/model';
import { User, type UserRecord } from '../users/model';
import { TemplateBatch, type KeptProject, type TemplateBatchRecord } from './model';
import { resolveBatch } from './plan';
import { TEMPLATE_BATCH_JOB } from './run';
import { touchedProjects } from './touched';

export const BATCH_NOT_FOUND = 'Batch not found';
/** Batches a template's page lists. */
const RECENT_BATCHES = 20;

function toBatch(record: TemplateBatchRecord): TemplateBatchView {
  return {
    id: record._id.toString(),
    templateId: record.templateId.toString(),
    templateName: record.template.name,
    period: record.period,
    periodLabel: periodLabel(record.period),
    status: record.status,
    total: record.total,
    done: record.done,
    created: record.created,
    skipped: record.skipped,
    createdByName: record.createdByName,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    error: record.error,
    undo: record.undo
      ? { removed: record.undo.removed, kept: record.undo.kept.map((kept) => ({ projectId: kept.projectId.toString(), projectName: kept.projectName, clientName: kept.clientName })) }
      : null,
  };
}

async function findBatch(actor: Actor, batchId: Types.ObjectId): Promise<TemplateBatchRecord> {
  const batch = await TemplateBatch.findOne({ _id: batchId, organizationId: actor.organizationId }).lean<TemplateBatchRecord>();
  if (!batch) throw new HttpError(404, BATCH_NOT_FOUND);
  return batch;
}

/**
 * Starts a batch: stored with the template as it is now and its clients, then run as a job by any process.
 * `batchId`: the id to give it (a recurrence names its batch before making it, so a retry makes it once).
 */
export async function startBatch(actor: Actor, request: TemplateBatchRequest, { batchId }: { batchId?: Types.ObjectId } = {}): Promise<TemplateBatchView> {
  const { template, period, startDate, clientIds } = await resolveBatch(actor, request);
  const me = await User.findOne({ _id: actor.userId, organizationId: actor.organizationId }, { displayName: 1 }).orFail().lean<Pick<UserRecord, 'displayName'>>();
  const created = await TemplateBatch.create({
    _id: batchId,
    organizationId: actor.organizationId,
    templateId: template._id,
    templateVersion: template.version,
    template: fieldsOf(template),
    period,
    startDate,
    clientIds,
    status: 'queued',
    total: clientIds.length,
    createdBy: actor.userId,
    createdByName: me.displayName,
  });
  const batch: TemplateBatchRecord = created.toObject();
  await queueJob({ kind: TEMPLATE_BATCH_JOB, key: `${TEMPLATE_BATCH_JOB}:${batch._id.toString()}`, organizationId: actor.organizationId, data: { batchId: batch._id.toString() } });
  return toBatch(batch);
}

export async function getBatch(actor: Actor, batchId: Types.ObjectId): Promise<TemplateBatchView> {
  return toBatch(await findBatch(actor, batchId));
}

/** A template's latest batches, newest first. */
export async function listBatches(actor: Actor, templateId: Types.ObjectId): Promise<TemplateBatchView[]> {
  const template = await findTemplate(actor, templateId);
  const batches = await TemplateBatch.find({ organizationId: actor.organizationId, templateId: template._id }, { clientIds: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(RECENT_BATCHES)
    .lean<TemplateBatchRecord[]>();
  return batches.map(toBatch);
}

/**
 * Undoes a finished batch: removes its projects nobody has worked in yet and whose client was not reminded
 * of a request (with their tasks, requests, welcome message and news) and keeps, and lists, the others. Once: a batch undone stays undone.
 */
export async function undoBatch(actor: Actor, batchId: Types.ObjectId): Promise<TemplateBatchView> {
  const batch = await findBatch(actor, batchId);
  if (batch.status === 'undone') throw new HttpError(409, 'This batch was undone already');
  if (batch.status === 'queued' || batch.status === 'running') throw new HttpError(409, 'This batch is still running: undo it once it is done');
  const { organizationId } = actor;
  const projects = await Project.find({ organizationId, 'origin.batchId': batch._id }, PROJECT_SUMMARY_PROJECTION).lean<ProjectSummaryRecord[]>();
  const [touched, reminded] = await Promise.all([
    touchedProjects(organizationId, projects),
    // A client reminded of a request was told by mail to act on the project: removing it would leave that
    // mail's link on "Project not found". (A template's new version may still reach it: nothing was started.)
    DocumentRequestItem.distinct('projectId', {
      organizationId,
      projectId: mongoose.trusted({ $in: projects.map((project) => project._id) }),
      'reminders.lastAt': mongoose.trusted({ $ne: null }),
    }),
  ]);
  for (const projectId of reminded) touched.add(String(projectId));
  const removable = projects.filter((project) => !touched.has(project._id.toString()));
  const ids = removable.map((project) => project._id);
  // Only while still as read: a change to the project that lands meanwhile keeps it.
  const unchanged = removable.map((project) => ({ _id: project._id, updatedAt: project.updatedAt }));
  const removed = unchanged.length > 0 ? await Project.deleteMany({ organizationId, $or: unchanged }) : { deletedCount: 0 };
  const stillThere = new Set((await Project.distinct('_id', { organizationId, _id: mongoose.trusted({ $in: ids }) })).map(String));
  const gone = removable.filter((project) => !stillThere.has(project._id.toString()));
  const inGone = { organizationId, projectId: mongoose.trusted({ $in: gone.map((project) => project._id) }) };
  await Promise.all([
    Timeline.deleteMany(inGone),
    TimelineTask.deleteMany(inGone),
    DocumentRequestItem.deleteMany(inGone),
    Message.deleteMany(inGone),
    Notification.deleteMany(inGone),
  ]);
  for (const project of gone) await projectEvents.emit('deleted', { actor, project: { ...project, milestones: [], achievements: [] } });

  const keptProjects = projects.filter((project) => !gone.some((goneProject) => goneProject._id.equals(project._id)));
  const clientNames = new Map(
    (await ClientAccount.find({ organizationId, _id: mongoose.trusted({ $in: keptProjects.map((project) => project.clientId) }) }, { name: 1 }).lean<Array<{ _id: Types.ObjectId; name: string }>>()).map(
      (account) => [account._id.toString(), account.name],
    ),
  );
  const kept: KeptProject[] = keptProjects.map((project) => ({ projectId: project._id, projectName: project.name, clientName: clientNames.get(project.clientId.toString()) ?? '' }));
  const undone = await TemplateBatch.findOneAndUpdate(
    { _id: batch._id, organizationId, status: mongoose.trusted({ $in: ['done', 'failed'] }) },
    { $set: { status: 'undone', undo: { removed: removed.deletedCount, kept, at: now() } } },
    { returnDocument: 'after' },
  ).lean<TemplateBatchRecord>();
  if (!undone) throw new HttpError(409, 'This batch was undone already');
  await recordAudit({
    action: 'template_batch.undone',
    object: { type: 'template_batch', id: batch._id.toString(), name: `${batch.template.name}, ${periodLabel(batch.period)}` },
    detail: `${removed.deletedCount} projects removed, ${kept.length} kept`,
  });
  return toBatch(undone);
}
