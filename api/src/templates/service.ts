import mongoose, { Types } from 'mongoose';
import {
  TEMPLATE_LIMITS,
  type OkMessage,
  type Practice,
  type ProjectTemplate as ProjectTemplateView,
  type StarterTemplateView,
  type TemplateFields,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { Organization, practiceOf } from '../organizations/model';
import { Project } from '../projects/model';
import { templateEvents } from './events';
import { ProjectTemplate, type ProjectTemplateRecord } from './model';
import { STARTER_TEMPLATES } from './starters';
import { requireFirmRoles } from '../firm-roles/service';

export const TEMPLATE_NOT_FOUND = 'Template not found';
const TOO_MANY = `Your firm has ${TEMPLATE_LIMITS.perFirm} templates, the most it can keep: delete one before making another`;

/** A stored template's fields, as a template made now has them. */
export function fieldsOf(record: ProjectTemplateRecord): TemplateFields {
  const { name, cadence, projectName, description, durationDays, milestones, tasks, requests, welcomeMessage } = record;
  // Templates stored before roles assign by none; before deadlines, name none.
  return { name, cadence, projectName, description, durationDays, milestones, tasks, requests, welcomeMessage, deadline: record.deadline ?? null, assigneeRoleIds: record.assigneeRoleIds ?? [] };
}

function toTemplate(record: ProjectTemplateRecord, projectsCount: number): ProjectTemplateView {
  return { id: record._id.toString(), ...fieldsOf(record), version: record.version, projectsCount, updatedAt: record.updatedAt.toISOString() };
}

/** How many projects each of the firm's templates made. */
async function projectCounts(organizationId: Types.ObjectId): Promise<Map<string, number>> {
  const counts = await Project.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $match: { organizationId, 'origin.templateId': mongoose.trusted({ $exists: true }) } },
    { $group: { _id: '$origin.templateId', count: { $sum: 1 } } },
  ]);
  return new Map(counts.map((row) => [row._id.toString(), row.count]));
}

export async function findTemplate(actor: Actor, templateId: Types.ObjectId): Promise<ProjectTemplateRecord> {
  const template = await ProjectTemplate.findOne({ _id: templateId, organizationId: actor.organizationId }).lean<ProjectTemplateRecord>();
  if (!template) throw new HttpError(404, TEMPLATE_NOT_FOUND);
  return template;
}

/** The firm's templates by name. */
export async function listTemplates(actor: Actor): Promise<ProjectTemplateView[]> {
  const [records, counts] = await Promise.all([
    ProjectTemplate.find({ organizationId: actor.organizationId }).sort({ nameKey: 1, _id: 1 }).lean<ProjectTemplateRecord[]>(),
    projectCounts(actor.organizationId),
  ]);
  return records.map((record) => toTemplate(record, counts.get(record._id.toString()) ?? 0));
}

export async function getTemplate(actor: Actor, templateId: Types.ObjectId): Promise<ProjectTemplateView> {
  const template = await findTemplate(actor, templateId);
  return toTemplate(template, await Project.countDocuments({ organizationId: actor.organizationId, 'origin.templateId': template._id }));
}

function nameTaken(name: string): HttpError {
  const message = `A template is already named "${name}": choose another name`;
  return new HttpError(409, message, { errors: { name: message } });
}

const NOT_A_MILESTONE = "Choose one of the template's milestones, or none";

/** Each request's milestone, when it names one, is one of the template's. */
function requireRequestMilestones(fields: TemplateFields): void {
  const names = new Set(fields.milestones.map((milestone) => milestone.name));
  const index = fields.requests.findIndex((request) => request.milestone && !names.has(request.milestone));
  if (index >= 0) throw new HttpError(400, NOT_A_MILESTONE, { errors: { [`requests.${index}.milestone`]: NOT_A_MILESTONE } });
}

export async function createTemplate(actor: Actor, fields: TemplateFields, madeFromProjectId: Types.ObjectId | null = null): Promise<ProjectTemplateView> {
  const { organizationId } = actor;
  requireRequestMilestones(fields);
  await requireFirmRoles(actor, fields.assigneeRoleIds, 'assigneeRoleIds');
  if ((await ProjectTemplate.countDocuments({ organizationId })) >= TEMPLATE_LIMITS.perFirm) throw new HttpError(409, TOO_MANY);
  try {
    const created = await ProjectTemplate.create({ organizationId, ...fields, nameKey: fields.name.toLowerCase(), version: 1, madeFromProjectId, createdBy: actor.userId });
    const template: ProjectTemplateRecord = created.toObject();
    await recordAudit({ action: 'template.created', object: { type: 'template', id: template._id.toString(), name: template.name } });
    return toTemplate(template, 0);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw nameTaken(fields.name);
    throw error;
  }
}

/** The whole template anew, as one more version; projects made from it before keep what they were made with. */
export async function updateTemplate(actor: Actor, templateId: Types.ObjectId, fields: TemplateFields): Promise<ProjectTemplateView> {
  const before = await findTemplate(actor, templateId);
  requireRequestMilestones(fields);
  await requireFirmRoles(actor, fields.assigneeRoleIds, 'assigneeRoleIds');
  try {
    const updated = await ProjectTemplate.findOneAndUpdate(
      { _id: before._id, organizationId: actor.organizationId },
      { $set: { ...fields, nameKey: fields.name.toLowerCase() }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    ).lean<ProjectTemplateRecord>();
    if (!updated) throw new HttpError(404, TEMPLATE_NOT_FOUND);
    await recordAudit({ action: 'template.updated', object: { type: 'template', id: updated._id.toString(), name: updated.name }, detail: `Version ${updated.version}` });
    return getTemplate(actor, updated._id);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw nameTaken(fields.name);
    throw error;
  }
}

/** Deletes a template; the projects made from it stay as they are. */
export async function deleteTemplate(actor: Actor, templateId: Types.ObjectId): Promise<OkMessage> {
  const deleted = await ProjectTemplate.findOneAndDelete({ _id: templateId, organizationId: actor.organizationId }).lean<ProjectTemplateRecord>();
  if (!deleted) throw new HttpError(404, TEMPLATE_NOT_FOUND);
  await templateEvents.emit('deleted', { actor, templateId: deleted._id });
  await recordAudit({ action: 'template.deleted', object: { type: 'template', id: deleted._id.toString(), name: deleted.name } });
  return { ok: true, message: `The template "${deleted.name}" was deleted; the projects made from it stay as they are` };
}

async function practiceOfFirm(actor: Actor): Promise<Practice> {
  const firm = await Organization.findOne({ _id: actor.organizationId }).select('practice').lean<{ practice?: Practice }>();
  return practiceOf(firm ?? {});
}

/** The templates the product ships, those of the firm's practice first. */
export async function listStarterTemplates(actor: Actor): Promise<StarterTemplateView[]> {
  const practice = await practiceOfFirm(actor);
  const ours = (starter: (typeof STARTER_TEMPLATES)[number]) => (starter.practices.includes(practice) ? 0 : 1);
  return [...STARTER_TEMPLATES].sort((a, b) => ours(a) - ours(b)).map((starter) => ({ key: starter.key, forYourPractice: ours(starter) === 0, ...starter.fields, assigneeRoleIds: [] }));
}

/** Copies a starter, with its automations, into the firm's templates, to edit there; a second copy is named "(2)", and so on. */
export async function copyStarterTemplate(actor: Actor, key: string): Promise<ProjectTemplateView> {
  const starter = STARTER_TEMPLATES.find((candidate) => candidate.key === key);
  if (!starter) throw new HttpError(404, 'Starter template not found');
  const taken = new Set(
    (await ProjectTemplate.find({ organizationId: actor.organizationId }, { nameKey: 1 }).lean<Array<{ nameKey: string }>>()).map((template) => template.nameKey),
  );
  let name = starter.fields.name;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${starter.fields.name} (${copy})`;
  const template = await createTemplate(actor, { ...starter.fields, name, assigneeRoleIds: [] });
  await templateEvents.emit('copiedFromStarter', { actor, templateId: new Types.ObjectId(template.id), automations: starter.automations });
  return template;
}
