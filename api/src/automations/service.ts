import mongoose, { type Types } from 'mongoose';
import type { AutomationAction, Automation as AutomationView, AutomationList, AutomationRequest, AutomationRun as AutomationRunView } from '@clientline/contracts';
import { AUTOMATION_LIMITS, FIRM_MANAGER_ACTIONS, ONLY_FIRM_MANAGERS_AUTOMATE, PROJECT_CLOSED_TO_AUTOMATIONS } from '@clientline/contracts';
import { runsTheFirm, type Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { FirmRole, type FirmRoleRecord } from '../firm-roles/model';
import { requireFirmRoles } from '../firm-roles/service';
import { HttpError } from '../http/errors';
import { findManagedProject, findVisibleProject } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { findTemplate } from '../templates/service';
import { describeAction, describeTrigger } from './describe';
import { findLoop } from './loops';
import { Automation, AutomationRun, type AutomationRecord, type AutomationRunRecord } from './model';

export const AUTOMATION_NOT_FOUND = 'Automation not found';
const ONLY_FIRM_MANAGERS = 'Only the firm’s owner or an admin can change a template’s automations';
const RUNS_SHOWN = 50;

type Scope = { templateId: Types.ObjectId; projectId: null } | { templateId: null; projectId: Types.ObjectId };

/** Each role's name by id, for the rules' words ("Assign the client's Preparer"). */
async function roleNames(organizationId: Types.ObjectId, automations: Pick<AutomationRecord, 'action'>[]): Promise<Map<string, string>> {
  const ids = automations.flatMap(({ action }) => (action.type === 'assign_role' || action.type === 'unassign_role' ? [action.roleId] : []));
  if (ids.length === 0) return new Map();
  const roles = await FirmRole.find({ organizationId, _id: mongoose.trusted({ $in: ids }) }, { name: 1 }).lean<Pick<FirmRoleRecord, '_id' | 'name'>[]>();
  return new Map(roles.map((role) => [role._id.toString(), role.name]));
}

/** The action in words, to go inside a sentence ("assign the client’s Preparer"). */
function actionInWords(action: AutomationAction, names: Map<string, string>): string {
  const roleName = action.type === 'assign_role' || action.type === 'unassign_role' ? (names.get(action.roleId) ?? 'deleted role') : '';
  return describeAction(action, roleName).replace(/^./, (first) => first.toLowerCase());
}

/** A rule's action in words, its role named as it is now ("send the client a message"). */
export async function describeActionOf(automation: Pick<AutomationRecord, 'organizationId' | 'action'>): Promise<string> {
  return actionInWords(automation.action, await roleNames(automation.organizationId, [automation]));
}

function toAutomation(automation: AutomationRecord, names: Map<string, string>): AutomationView {
  return {
    id: automation._id.toString(),
    name: automation.name,
    templateId: automation.templateId?.toString() ?? null,
    projectId: automation.projectId?.toString() ?? null,
    trigger: automation.trigger,
    action: automation.action,
    enabled: automation.enabled,
    description: `${describeTrigger(automation.trigger)}: ${actionInWords(automation.action, names)}`,
    createdAt: automation.createdAt.toISOString(),
  };
}

export function toAutomationRun(run: AutomationRunRecord): AutomationRunView {
  return {
    id: run._id.toString(),
    automationId: run.automationId.toString(),
    automationName: run.automationName,
    projectId: run.projectId.toString(),
    projectName: run.projectName,
    status: run.status,
    outcome: run.outcome,
    at: run.updatedAt.toISOString(),
  };
}

async function listOf(organizationId: Types.ObjectId, automations: AutomationRecord[], runs: AutomationRunRecord[]): Promise<AutomationList> {
  const names = await roleNames(organizationId, automations);
  return { automations: automations.map((automation) => toAutomation(automation, names)), runs: runs.map(toAutomationRun) };
}

/** A template's rules and their latest runs on its projects (GET /api/templates/{id}/automations). */
export async function listTemplateAutomations(actor: Actor, templateId: Types.ObjectId): Promise<AutomationList> {
  const template = await findTemplate(actor, templateId);
  const automations = await Automation.find({ organizationId: actor.organizationId, templateId: template._id }).sort({ createdAt: 1 }).lean<AutomationRecord[]>();
  const runs = automations.length === 0
    ? []
    : await AutomationRun.find({ organizationId: actor.organizationId, automationId: mongoose.trusted({ $in: automations.map((automation) => automation._id) }) })
        .sort({ createdAt: -1 })
        .limit(RUNS_SHOWN)
        .lean<AutomationRunRecord[]>();
  return listOf(actor.organizationId, automations, runs);
}

/** The rules of the project's template and its own. */
function rulesOf(project: Pick<ProjectRecord, '_id' | 'organizationId' | 'origin'>): Promise<AutomationRecord[]> {
  const templateId = project.origin?.templateId;
  return Automation.find({ organizationId: project.organizationId, $or: [{ projectId: project._id }, ...(templateId ? [{ templateId }] : [])] })
    .sort({ createdAt: 1 })
    .lean<AutomationRecord[]>();
}

/** The rules that apply to a project the actor sees, and their runs on it (GET /api/projects/{id}/automations). */
export async function listProjectAutomations(actor: Actor, projectId: Types.ObjectId): Promise<AutomationList> {
  const project = await findVisibleProject(actor, projectId);
  const [automations, runs] = await Promise.all([
    rulesOf(project),
    AutomationRun.find({ organizationId: project.organizationId, projectId: project._id }).sort({ createdAt: -1 }).limit(RUNS_SHOWN).lean<AutomationRunRecord[]>(),
  ]);
  return listOf(project.organizationId, automations, runs);
}

/**
 * The sets of rules that run together where a rule of `scope` runs: a project's (its template's and its own),
 * or a template's alone and beside the own rules of each project made from it.
 */
async function ruleSetsOf(organizationId: Types.ObjectId, scope: Scope): Promise<AutomationRecord[][]> {
  if (scope.projectId) {
    const project = await Project.findOne({ _id: scope.projectId, organizationId }, { origin: 1 }).lean<Pick<ProjectRecord, '_id' | 'origin'>>();
    return [project ? await rulesOf({ ...project, organizationId }) : []];
  }
  const [ofTemplate, onProjects] = await Promise.all([
    Automation.find({ organizationId, templateId: scope.templateId }).lean<AutomationRecord[]>(),
    // A project's own rules are few: read them all, then keep those of the template's projects.
    Automation.find({ organizationId, projectId: mongoose.trusted({ $ne: null }) }).lean<AutomationRecord[]>(),
  ]);
  if (onProjects.length === 0) return [ofTemplate];
  const madeFromIt = await Project.find(
    { organizationId, _id: mongoose.trusted({ $in: onProjects.map((rule) => rule.projectId!) }), 'origin.templateId': scope.templateId },
    { _id: 1 },
  ).lean<Pick<ProjectRecord, '_id'>[]>();
  return [ofTemplate, ...madeFromIt.map((project) => [...ofTemplate, ...onProjects.filter((rule) => rule.projectId!.equals(project._id))])];
}

/** Refuses a rule that would set itself off again, through the others on the same projects: 400 naming the loop. */
async function refuseLoops(organizationId: Types.ObjectId, scope: Scope, rule: AutomationRequest & { id?: Types.ObjectId }): Promise<void> {
  for (const others of await ruleSetsOf(organizationId, scope)) {
    const rules = [...others.filter((other) => other.enabled && !(rule.id && other._id.equals(rule.id))), ...(rule.enabled ? [rule] : [])];
    const loop = findLoop(rules);
    if (!loop) continue;
    const message = `These automations would set each other off without end: ${loop.map((name) => `"${name}"`).join(' → ')}`;
    throw new HttpError(400, message, { errors: { trigger: message } });
  }
}

async function checkRule(actor: Actor, scope: Scope, rule: AutomationRequest & { id?: Types.ObjectId }): Promise<void> {
  if (!runsTheFirm(actor) && FIRM_MANAGER_ACTIONS.includes(rule.action.type)) throw new HttpError(403, ONLY_FIRM_MANAGERS_AUTOMATE);
  if (rule.action.type === 'assign_role' || rule.action.type === 'unassign_role') await requireFirmRoles(actor, [rule.action.roleId], 'action.roleId');
  await refuseLoops(actor.organizationId, scope, rule);
}

async function create(actor: Actor, scope: Scope, rule: AutomationRequest, project: ProjectRecord | null): Promise<AutomationView> {
  const count = await Automation.countDocuments({ organizationId: actor.organizationId, ...scope });
  if (count >= AUTOMATION_LIMITS.perScope) throw new HttpError(409, `At most ${AUTOMATION_LIMITS.perScope} automations on one template or project`);
  await checkRule(actor, scope, rule);
  const created = (await Automation.create({ organizationId: actor.organizationId, ...scope, ...rule, createdBy: actor.userId })).toObject() as AutomationRecord;
  const view = toAutomation(created, await roleNames(actor.organizationId, [created]));
  await recordAudit({ action: 'automation.created', object: { type: 'automation', id: view.id, name: view.name }, project, detail: view.description });
  return view;
}

/** A rule on a template: every project made from it (POST /api/templates/{id}/automations). */
export async function createTemplateAutomation(actor: Actor, templateId: Types.ObjectId, rule: AutomationRequest): Promise<AutomationView> {
  const template = await findTemplate(actor, templateId);
  return create(actor, { templateId: template._id, projectId: null }, rule, null);
}

/** A rule on one project (POST /api/projects/{id}/automations), for whoever manages it. */
export async function createProjectAutomation(actor: Actor, projectId: Types.ObjectId, rule: AutomationRequest): Promise<AutomationView> {
  const project = await findManagedProject(actor, projectId);
  if (project.status === 'completed' || project.archivedAt) throw new HttpError(409, PROJECT_CLOSED_TO_AUTOMATIONS);
  return create(actor, { templateId: null, projectId: project._id }, rule, project);
}

async function findAutomation(actor: Actor, automationId: Types.ObjectId): Promise<AutomationRecord> {
  const automation = await Automation.findOne({ _id: automationId, organizationId: actor.organizationId }).lean<AutomationRecord>();
  if (!automation) throw new HttpError(404, AUTOMATION_NOT_FOUND);
  // A project's rule is its managers' (a team member assigned to it); a template's, the owner's and admins'.
  if (automation.projectId) await findManagedProject(actor, automation.projectId);
  else if (!runsTheFirm(actor)) throw new HttpError(403, ONLY_FIRM_MANAGERS);
  return automation;
}

const scopeOf = (automation: AutomationRecord): Scope =>
  automation.projectId ? { templateId: null, projectId: automation.projectId } : { templateId: automation.templateId as Types.ObjectId, projectId: null };

/** Replaces a rule's name, trigger, action and whether it is on (PUT /api/automations/{id}); runs so far stay. */
export async function updateAutomation(actor: Actor, automationId: Types.ObjectId, rule: AutomationRequest): Promise<AutomationView> {
  const automation = await findAutomation(actor, automationId);
  await checkRule(actor, scopeOf(automation), { ...rule, id: automation._id });
  const updated = await Automation.findOneAndUpdate({ _id: automation._id, organizationId: actor.organizationId }, { $set: rule }, { returnDocument: 'after' })
    .orFail(() => new HttpError(404, AUTOMATION_NOT_FOUND))
    .lean<AutomationRecord>();
  const view = toAutomation(updated, await roleNames(actor.organizationId, [updated]));
  await recordAudit({ action: 'automation.changed', object: { type: 'automation', id: view.id, name: view.name }, detail: `${view.enabled ? 'On' : 'Off'}: ${view.description}` });
  return view;
}

/** Deletes a rule (DELETE /api/automations/{id}); what it did stays done, and its runs stay listed on the projects. */
export async function deleteAutomation(actor: Actor, automationId: Types.ObjectId): Promise<{ ok: true; message: string }> {
  const automation = await findAutomation(actor, automationId);
  await Automation.deleteOne({ _id: automation._id, organizationId: actor.organizationId });
  await recordAudit({ action: 'automation.deleted', object: { type: 'automation', id: automation._id.toString(), name: automation.name } });
  return { ok: true, message: `The automation "${automation.name}" was deleted` };
}
