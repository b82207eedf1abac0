import { DOCUMENT_CHANGED_EVENT, type DocumentChangedEvent } from '@clientline/contracts';
import { documentEvents } from '../documents/events';
import type { ProjectRecord } from '../projects/model';
import { emitToOrganization, emitToUser } from '../realtime/hub';

/** The firm's staff and the project's client refetch the project's documents and checklist. */
function pushDocumentChange({ project }: { project: ProjectRecord }): void {
  const payload: DocumentChangedEvent = { projectId: project._id.toString() };
  emitToOrganization(project.organizationId, DOCUMENT_CHANGED_EVENT, payload);
  emitToUser(project.clientId, DOCUMENT_CHANGED_EVENT, payload);
}

/** Every change of a project's documents or document requests is pushed as `document_changed`. */
export function pushDocumentChanges(): void {
  documentEvents.on('uploaded', pushDocumentChange);
  documentEvents.on('deleted', pushDocumentChange);
  documentEvents.on('requested', pushDocumentChange);
  documentEvents.on('reviewed', pushDocumentChange);
}
