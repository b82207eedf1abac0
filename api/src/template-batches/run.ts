import mongoose, { Types, type Model } from 'mongoose';
import { periodLabel } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { loadMember } from '../actor/load-actor';
import { projectObject, recordAudit, recordAuditOnce } from '../audit/record';
import { now } from '../clock/clock';
import { bumpingOnceAtItsEnd } from '../change-versions/model';
import { assigneesByRole } from '../clients/role-holders';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { failedOnlyOnDuplicates } from '../http/duplicate-key';
import { registerJobKind, type RunningJob } from '../jobs/runner';
import { Message, type MessageRecord } from '../messages/model';
import { messageNews } from '../notifications/news';
import { notifyClientsAtOnce, type ClientNews } from '../notifications/service';
import { organizationNameOf } from '../organizations/service';
import { projectEvents } from '../projects/events';
import { Project, type ProjectRecord } from '../projects/model';
import { Timeline, TimelineTask } from '../timelines/model';
import type { UserRecord } from '../users/model';
import { partId } from '../ids/part-id';
import { projectContent, welcomeOf, workOf, type Account } from './making';
import { TemplateBatch, type TemplateBatchRecord } from './model';
import { requestedNews } from './news';
import { accountsOf, existingProjects, skipReasonOf } from './plan';

export const TEMPLATE_BATCH_JOB = 'template-batch';
/** Clients set up between two progress writes (and lease renewals). */
export const CLIENTS_PER_STEP = 20;

type Creator = { actor: Actor; user: Pick<UserRecord, '_id' | 'displayName' | 'role' | 'isAdmin' | 'organizationId'> };

/**
 * Inserts the documents that are not stored yet: those a run before this one stored are duplicates, passed
 * over. Built here from a template checked when saved, they skip mongoose's hydration and validation (a
 * third of a batch's time) and get the defaults, timestamps and version key a hydrated insert gives them.
 */
async function insertMissing(model: Model<never>, documents: object[]): Promise<void> {
  if (documents.length === 0) return;
  const versionKey = model.schema.options.versionKey;
  const prepared = documents.map((document) => model.applyTimestamps(model.applyDefaults({ ...document, ...(versionKey && { [versionKey]: 0 }) } as never)));
  try {
    await model.insertMany(prepared, { ordered: false, lean: true });
  } catch (error) {
    if (!failedOnlyOnDuplicates(error)) throw error;
  }
}

/** The client's project of the batch, assigned to `assigneeIds` (assigneesByRole). */
function newProject(batch: TemplateBatchRecord, account: Account, assigneeIds: Types.ObjectId[]): Partial<ProjectRecord> {
  return {
    _id: new Types.ObjectId(),
    organizationId: batch.organizationId,
    ...projectContent(batch, account, batch.startDate),
    status: 'active',
    clientId: account._id,
    assigneeIds,
    origin: { templateId: batch.templateId, templateVersion: batch.templateVersion, period: batch.period, batchId: batch._id, setUpAt: null },
  };
}

/**
 * The projects' clients hear of them (their requests, their welcome message: news of their own, not the
 * firm's, whose bell would be buried under hundreds), open screens show them, the trail records each; then
 * they are marked set up. Run again after a restart, neither news nor entries repeat (each has its key or id).
 */
async function announce(batch: TemplateBatchRecord, projects: ProjectRecord[], accounts: Map<string, Account>, creator: Creator): Promise<void> {
  const { organizationId } = batch;
  const inProjects = { organizationId, projectId: mongoose.trusted({ $in: projects.map((project) => project._id) }) };
  const [requests, welcomes, firmName] = await Promise.all([
    DocumentRequestItem.find(inProjects).sort({ _id: 1 }).lean<DocumentRequestItemRecord[]>(),
    Message.find({ ...inProjects, _id: mongoose.trusted({ $in: projects.map((project) => partId(project._id, 'welcome')) }) }).lean<MessageRecord[]>(),
    organizationNameOf(organizationId),
  ]);
  const news: ClientNews[] = projects.flatMap((project) => {
    const welcome = welcomes.find((message) => message.projectId.equals(project._id));
    return [
      ...requestedNews(project, requests.filter((request) => request.projectId.equals(project._id)).map((item) => ({ ...item, addressedTo: item.addressedTo ?? null })), firmName),
      ...(welcome ? [{ project, news: messageNews(project, welcome) as ClientNews['news'] }] : []),
    ];
  });
  await notifyClientsAtOnce(organizationId, news);
  await projectEvents.emit('createdMany', { actor: creator.actor, projects });
  const detail = `From the template "${batch.template.name}" for ${periodLabel(batch.period)}`;
  await recordAuditOnce(
    projects.map((project) => ({
      entryId: partId(project._id, 'audit'),
      action: 'project.created' as const,
      object: projectObject(project),
      project,
      client: { _id: project.clientId, displayName: accounts.get(project.clientId.toString())?.name ?? '' },
      actor: creator.user,
      detail,
    })),
  );
  await Project.updateMany(
    { organizationId, _id: mongoose.trusted({ $in: projects.map((project) => project._id) }), 'origin.setUpAt': null },
    { $set: { 'origin.setUpAt': now() } },
    // Not a change anyone made: undo tells an untouched project by its updatedAt.
    { timestamps: false },
  );
}

/** Makes and sets up the projects of some of the batch's clients; run again, it finishes what a run before left and makes nothing twice. */
async function setUpClients(batch: TemplateBatchRecord, creator: Creator, clientIds: Types.ObjectId[]): Promise<void> {
  const { organizationId } = batch;
  const [accounts, existing] = await Promise.all([accountsOf(organizationId, clientIds), existingProjects(organizationId, batch.templateId, batch.period, clientIds)]);
  // Batches started before roles have none.
  const byRole = await assigneesByRole(organizationId, [...accounts.values()], batch.template.assigneeRoleIds ?? [], creator.user._id);
  const wanted = clientIds.flatMap((clientId) => {
    const account = accounts.get(clientId.toString());
    return account && skipReasonOf(account, existing.get(clientId.toString())) === null ? [newProject(batch, account, byRole.get(clientId.toString())!)] : [];
  });
  // The unique index on template, period and client keeps one project per client, whoever inserts it first.
  await insertMissing(Project as unknown as Model<never>, wanted);

  const ours = await Project.find({
    organizationId,
    'origin.batchId': batch._id,
    'origin.setUpAt': null,
    clientId: mongoose.trusted({ $in: clientIds }),
  }).lean<ProjectRecord[]>();
  const parts = ours.map((project) => {
    const account = accounts.get(project.clientId.toString())!;
    return { ...workOf(batch, project, account, creator.user), welcome: welcomeOf(batch, project, account, creator.user) };
  });
  await Promise.all([
    insertMissing(Timeline as unknown as Model<never>, parts.map((part) => part.timeline)),
    insertMissing(TimelineTask as unknown as Model<never>, parts.flatMap((part) => part.tasks)),
    insertMissing(DocumentRequestItem as unknown as Model<never>, parts.flatMap((part) => part.requests)),
    insertMissing(Message as unknown as Model<never>, parts.flatMap((part) => (part.welcome ? [part.welcome] : []))),
  ]);
  await announce(batch, ours, accounts, creator);
}

const BATCH_STOPPED =
  'It stopped on an error, three times in a row. The projects it made stay: start it again, and the clients who have theirs are skipped.';

async function fail(batch: Pick<TemplateBatchRecord, '_id' | 'organizationId'>, reason: string): Promise<void> {
  await TemplateBatch.updateOne(
    { _id: batch._id, organizationId: batch.organizationId, status: mongoose.trusted({ $in: ['queued', 'running'] }) },
    { $set: { status: 'failed', error: reason, finishedAt: now() } },
  );
}

function creatorOf(batch: TemplateBatchRecord): Promise<Creator | null> {
  return loadMember(batch.organizationId, batch.createdBy);
}

async function countMade(batch: Pick<TemplateBatchRecord, '_id' | 'organizationId'>): Promise<number> {
  return Project.countDocuments({ organizationId: batch.organizationId, 'origin.batchId': batch._id });
}

/** The job: deals with the batch's clients a chunk at a time from where it stands, writing its progress after each. */
export async function runTemplateBatch(job: RunningJob): Promise<void> {
  const batch = await TemplateBatch.findOne({ _id: new Types.ObjectId(String(job.data.batchId)), organizationId: job.organizationId! }).lean<TemplateBatchRecord>();
  if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return;
  const creator = await creatorOf(batch);
  if (!creator) {
    await fail(batch, 'The person who started it no longer has access to your firm: start it again.');
    return;
  }
  const scope = { _id: batch._id, organizationId: batch.organizationId };
  await TemplateBatch.updateOne({ ...scope, status: 'queued' }, { $set: { status: 'running' } });
  for (let from = batch.done; from < batch.clientIds.length; from += CLIENTS_PER_STEP) {
    const clientIds = batch.clientIds.slice(from, from + CLIENTS_PER_STEP);
    // The change versions once per step, not after each of its writes and listeners (about ten).
    await bumpingOnceAtItsEnd(() => setUpClients(batch, creator, clientIds));
    await TemplateBatch.updateOne({ ...scope, status: 'running' }, { $set: { done: from + clientIds.length, created: await countMade(batch) } });
    await job.keepAlive();
  }
  const created = await countMade(batch);
  const finished = await TemplateBatch.updateOne(
    { ...scope, status: 'running' },
    { $set: { status: 'done', done: batch.total, created, skipped: batch.total - created, finishedAt: now() } },
  );
  if (finished.modifiedCount > 0) {
    await recordAudit({
      action: 'template_batch.run',
      object: { type: 'template_batch', id: batch._id.toString(), name: `${batch.template.name}, ${periodLabel(batch.period)}` },
      actor: creator.user,
      organizationId: batch.organizationId,
      detail: `${created} projects created, ${batch.total - created} clients skipped`,
    });
  }
}

/** Registered by app.ts: the job runner of every process runs batches. */
export function runTemplateBatchesAsJobs(): void {
  registerJobKind(TEMPLATE_BATCH_JOB, {
    run: runTemplateBatch,
    // The reason is the runner's to log (and the job's lastError): the firm reads what to do.
    failed: (job) => fail({ _id: new Types.ObjectId(String(job.data.batchId)), organizationId: job.organizationId! }, BATCH_STOPPED),
    maxAttempts: 3,
  });
}
