import type { DocumentRequestItem as DocumentRequestItemView, ProjectDocument } from '@clientline/contracts';
import type { DocumentRecord, DocumentRequestItemRecord } from './model';

/** `uploaderName`: how a list names its uploaders (users/former-members.ts); a new upload names its uploader as stored. */
export function toProjectDocument(document: DocumentRecord, projectName: string, uploaderName = document.uploadedByName): ProjectDocument {
  const id = document._id.toString();
  return {
    id,
    projectId: document.projectId.toString(),
    projectName,
    name: document.name,
    size: document.size,
    contentType: document.contentType,
    uploadedBy: { id: document.uploadedBy.toString(), displayName: uploaderName },
    uploadedBySide: document.uploadedBySide,
    requestItemId: document.requestItemId?.toString() ?? null,
    createdAt: document.createdAt.toISOString(),
    downloadUrl: `/api/documents/${id}/download`,
  };
}

/** `addressedToName`: the name of the person it is asked of (documents/names.ts), null when asked of everyone. */
export function toDocumentRequestItem(item: DocumentRequestItemRecord, projectName: string, addressedToName: string | null): DocumentRequestItemView {
  return {
    id: item._id.toString(),
    projectId: item.projectId.toString(),
    projectName,
    name: item.name,
    description: item.description || null,
    dueDate: item.dueDate?.toISOString() ?? null,
    status: item.status,
    note: item.note,
    documentIds: item.documentIds.map((id) => id.toString()),
    reminders: {
      enabled: item.reminders?.off !== true,
      count: (item.reminders?.automatic ?? 0) + (item.reminders?.manual ?? 0),
      lastAt: item.reminders?.lastAt?.toISOString() ?? null,
      schedule: item.reminders?.schedule ?? null,
    },
    addressedTo: item.addressedTo?.toString() ?? null,
    addressedToName,
    milestoneId: item.milestoneId?.toString() ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
