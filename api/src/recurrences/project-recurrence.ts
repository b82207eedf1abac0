import mongoose, { Types } from 'mongoose';
import type { ProjectRecurrenceAnswer, ProjectRecurrenceRequest } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { findVisibleProject } from '../projects/access';
import { saveProjectAsTemplate } from '../templates/from-project';
import { ProjectTemplate, type ProjectTemplateRecord } from '../templates/model';
import { TemplateRecurrence, type TemplateRecurrenceRecord } from './model';
import { recurrenceView, setUpRecurrence } from './service';

/**
 * Makes a project come back every period for its client: a template saved from it (as Save as template
 * saves one) repeats for that client, so its next projects, its pause and its end are managed on the
 * template's page like any recurrence. Nothing is kept when the recurrence cannot be set up.
 */
export async function repeatProject(actor: Actor, projectId: Types.ObjectId, request: ProjectRecurrenceRequest): Promise<ProjectRecurrenceAnswer> {
  const project = await findVisibleProject(actor, projectId);
  const template = await saveProjectAsTemplate(actor, project._id, { name: request.name, cadence: request.cadence });
  try {
    const recurrence = await setUpRecurrence(actor, new Types.ObjectId(template.id), {
      period: request.period,
      startDate: request.startDate,
      daysAhead: request.daysAhead,
      clientIds: [project.clientId.toString()],
    });
    return { template: { id: template.id, name: template.name }, recurrence };
  } catch (error) {
    // Made for this recurrence only, a moment ago: nobody has used it.
    await ProjectTemplate.deleteOne({ _id: new Types.ObjectId(template.id), organizationId: actor.organizationId });
    throw error;
  }
}

/**
 * The recurrence that brings the project back for its client: that of a template saved from it, or of the
 * template it was made from, when it repeats for its client.
 */
export async function recurrenceOfProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectRecurrenceAnswer> {
  const project = await findVisibleProject(actor, projectId);
  const { organizationId } = actor;
  const templates = await ProjectTemplate.find({
    organizationId,
    $or: [{ madeFromProjectId: project._id }, ...(project.origin?.templateId ? [{ _id: project.origin.templateId }] : [])],
  }).lean<ProjectTemplateRecord[]>();
  const recurrence = await TemplateRecurrence.findOne({
    organizationId,
    templateId: mongoose.trusted({ $in: templates.map((template) => template._id) }),
    current: true,
    'clients.clientId': project.clientId,
  }).lean<TemplateRecurrenceRecord>();
  const template = recurrence && templates.find((candidate) => candidate._id.equals(recurrence.templateId));
  if (!recurrence || !template) return { template: null, recurrence: null };
  return { template: { id: template._id.toString(), name: template.name }, recurrence: await recurrenceView(recurrence, template) };
}
