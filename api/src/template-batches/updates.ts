import mongoose, { Types, type Model } from 'mongoose';
import type { TemplateFields, TemplateUpdate, TemplateUpdateResult } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import type { Actor } from '../actor/actor';
import { projectObject, recordAuditOnce } from '../audit/record';
import { ClientAccount } from '../client-accounts/model';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { notifyClientsAtOnce, type ClientNews } from '../notifications/service';
import { organizationNameOf } from '../organizations/service';
import { projectEvents } from '../projects/events';
import { Project, PROJECT_SUMMARY_PROJECTION, type ProjectRecord, type ProjectSummaryRecord } from '../projects/model';
import { templateDifferences } from '../templates/differences';
import type { ProjectTemplateRecord } from '../templates/model';
import { findTemplate } from '../templates/service';
import { TimelineTask } from '../timelines/model';
import { User, type UserRecord } from '../users/model';
import { partId } from '../ids/part-id';
import { projectContent, workOf, type Making } from './making';
import { TemplateBatch, type TemplateBatchRecord } from './model';
import { requestedNews } from './news';
import { accountsOf } from './plan';
import { touchedProjects } from './touched';

type OlderProject = ProjectSummaryRecord & { origin: NonNullable<ProjectRecord['origin']> };

/** The template's projects made from an older version, split into those nobody started and the others. */
async function olderProjects(actor: Actor, template: ProjectTemplateRecord): Promise<{ notStarted: OlderProject[]; started: number }> {
  const projects = await Project.find(
    { organizationId: actor.organizationId, 'origin.templateId': template._id, 'origin.templateVersion': mongoose.trusted({ $lt: template.version }) },
    PROJECT_SUMMARY_PROJECTION,
  )
    .sort({ name: 1, _id: 1 })
    .lean<OlderProject[]>();
  const touched = await touchedProjects(actor.organizationId, projects);
  const notStarted = projects.filter((project) => !touched.has(project._id.toString()) && project.status === 'active' && !project.archivedAt);
  return { notStarted, started: projects.length - notStarted.length };
}

/** The fields of each older version, from the batches that made projects with it. */
async function versionsOf(actor: Actor, template: ProjectTemplateRecord, versions: number[]): Promise<Map<number, TemplateFields>> {
  const batches = await TemplateBatch.find(
    { organizationId: actor.organizationId, templateId: template._id, templateVersion: mongoose.trusted({ $in: versions }) },
    { templateVersion: 1, template: 1 },
  ).lean<Array<Pick<TemplateBatchRecord, 'templateVersion' | 'template'>>>();
  return new Map(batches.map((batch) => [batch.templateVersion, batch.template]));
}

/** What the latest version would change, and in which projects: those made from an older one that nobody has started. */
export async function listTemplateUpdate(actor: Actor, templateId: Types.ObjectId): Promise<TemplateUpdate> {
  const template = await findTemplate(actor, templateId);
  const { notStarted, started } = await olderProjects(actor, template);
  const fromVersions = [...new Set(notStarted.map((project) => project.origin.templateVersion))].sort((a, b) => a - b);
  const [versions, accounts] = await Promise.all([
    versionsOf(actor, template, fromVersions),
    ClientAccount.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: notStarted.map((project) => project.clientId) }) }, { name: 1 }).lean<
      Array<{ _id: Types.ObjectId; name: string }>
    >(),
  ]);
  const clientNames = new Map(accounts.map((account) => [account._id.toString(), account.name]));
  return {
    version: template.version,
    projects: notStarted.map((project) => ({
      projectId: project._id.toString(),
      projectName: project.name,
      clientName: clientNames.get(project.clientId.toString()) ?? '',
      fromVersion: project.origin.templateVersion,
    })),
    started,
    changes: fromVersions.map((fromVersion) => ({ fromVersion, lines: versions.has(fromVersion) ? templateDifferences(versions.get(fromVersion)!, template) : [] })),
  };
}

/**
 * Brings the chosen projects, of those nobody has started, to the template's latest version: their name,
 * description, due date and milestones, their tasks and their requests anew (the welcome message stays as
 * it was sent); the client hears of the documents newly asked. A project started meanwhile is left as it
 * is: each is rewritten only while it is as read.
 */
export async function applyTemplateUpdate(actor: Actor, templateId: Types.ObjectId, projectIds: string[]): Promise<TemplateUpdateResult> {
  const template = await findTemplate(actor, templateId);
  const wanted = new Set(projectIds.map((id) => id.toLowerCase()));
  const chosen = (await olderProjects(actor, template)).notStarted.filter((project) => wanted.has(project._id.toString()));
  const { organizationId } = actor;
  const maker = await User.findOne({ _id: actor.userId, organizationId }, { displayName: 1 }).orFail().lean<Pick<UserRecord, '_id' | 'displayName'>>();
  const [accounts, firmName] = await Promise.all([accountsOf(organizationId, chosen.map((project) => project.clientId)), organizationNameOf(organizationId)]);
  const updated: ProjectRecord[] = [];
  const news: ClientNews[] = [];
  for (const project of chosen) {
    const account = accounts.get(project.clientId.toString());
    if (!account) continue;
    const making: Making = { template, templateVersion: template.version, period: project.origin.period };
    const rewritten = await Project.findOneAndUpdate(
      { _id: project._id, organizationId, updatedAt: project.updatedAt, 'origin.templateVersion': project.origin.templateVersion },
      { $set: { ...projectContent(making, account, project.startDate), 'origin.templateVersion': template.version }, $inc: { milestonesRevision: 1 } },
      // Still nobody's work: a later version may reach it too, and undo may still remove it.
      { timestamps: false, returnDocument: 'after' },
    ).lean<ProjectRecord>();
    if (!rewritten) continue;
    const inProject = { organizationId, projectId: project._id };
    const askedBefore = new Set(
      (await DocumentRequestItem.find(inProject, { name: 1 }).lean<Array<Pick<DocumentRequestItemRecord, 'name'>>>()).map((item) => item.name.toLowerCase()),
    );
    await Promise.all([TimelineTask.deleteMany(inProject), DocumentRequestItem.deleteMany({ ...inProject, status: 'requested', documentIds: mongoose.trusted({ $size: 0 }) })]);
    const work = workOf(making, rewritten, account, maker);
    await Promise.all([
      (TimelineTask as unknown as Model<never>).insertMany(work.tasks as never[]),
      (DocumentRequestItem as unknown as Model<never>).insertMany(work.requests as never[]),
    ]);
    const newlyAsked = work.requests.filter((request) => !askedBefore.has(request.name.toLowerCase()));
    news.push(...requestedNews(rewritten, newlyAsked, firmName));
    updated.push(rewritten);
  }
  await notifyClientsAtOnce(organizationId, news);
  for (const project of updated) await projectEvents.emit('updated', { actor, project });
  await recordAuditOnce(
    updated.map((project) => ({
      entryId: partId(project._id, `update:v${template.version}`),
      action: 'project.updated' as const,
      object: projectObject(project),
      project,
      detail: `Brought to version ${template.version} of the template "${template.name}"`,
    })),
  );
  const skipped = projectIds.length - updated.length;
  const message = `${counted(updated.length, 'project')} brought to version ${template.version}${skipped > 0 ? `; ${counted(skipped, 'project')} left as ${skipped === 1 ? 'it was' : 'they were'} (started meanwhile, or not made from this template)` : ''}`;
  return { ok: true, message, updated: updated.length, skipped };
}
