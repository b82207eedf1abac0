import { Automation, AutomationRun } from '../automations/model';
import type { Types } from 'mongoose';
import type { OkMessage } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { projectObject, recordAudit } from '../audit/record';
import { Document, DocumentRequestItem } from '../documents/model';
import { HttpError } from '../http/errors';
import { Message } from '../messages/model';
import { Notification } from '../notifications/model';
import { findManagedProject } from '../projects/access';
import { projectEvents } from '../projects/events';
import { Project } from '../projects/model';
import { Timeline, TimelineShare, TimelineTask } from '../timelines/model';

export const PROJECT_NOT_EMPTY =
  'Only an empty project can be deleted: this one has milestones, tasks, messages or documents. Archive it instead to take it off the lists.';

/**
 * Deletes a project nothing was recorded in yet (no milestones, timeline tasks, messages, documents or
 * document requests), e.g. one made by mistake, with its empty timeline, share links and notifications.
 * A project with content is refused: archiving keeps it. In its own folder because it reads the domains
 * above projects.
 */
export async function deleteEmptyProject(actor: Actor, projectId: Types.ObjectId): Promise<OkMessage> {
  const project = await findManagedProject(actor, projectId);
  const { organizationId } = actor;
  const inProject = { organizationId, projectId };
  const contents = await Promise.all([
    TimelineTask.exists(inProject),
    Message.exists(inProject),
    Document.exists(inProject),
    DocumentRequestItem.exists(inProject),
  ]);
  if (project.milestones.length > 0 || contents.some(Boolean)) throw new HttpError(409, PROJECT_NOT_EMPTY);
  // Only while it still has no milestones: one added meanwhile keeps the project.
  const deleted = await Project.deleteOne({ _id: projectId, organizationId, totalMilestones: 0 });
  if (deleted.deletedCount === 0) throw new HttpError(409, PROJECT_NOT_EMPTY);
  await Promise.all([Timeline.deleteMany(inProject), TimelineShare.deleteMany(inProject), Notification.deleteMany(inProject), Automation.deleteMany(inProject), AutomationRun.deleteMany(inProject)]);
  await projectEvents.emit('deleted', { actor, project });
  await recordAudit({ action: 'project.deleted', object: projectObject(project), project });
  return { ok: true, message: `Project "${project.name}" deleted` };
}
