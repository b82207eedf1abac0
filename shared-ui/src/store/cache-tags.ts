import { LIST_TAG_ID } from './base-api';

// The cache tags that a change in one domain makes stale in others. Here, with the store, so the realtime
// bridge invalidates them without downloading the domains that provide them.

export const projectTag = (id: string) => ({ type: 'Project' as const, id });
export const PROJECT_LIST_TAG = { type: 'Project' as const, id: LIST_TAG_ID };

/**
 * What a change to a project makes stale besides the project itself: lists and figures derived from it
 * (the documents and document requests lists name the project, and leave out an archived one's).
 */
export const DERIVED_FROM_PROJECTS = [
  PROJECT_LIST_TAG,
  { type: 'Client' as const, id: LIST_TAG_ID },
  'Metrics' as const,
  'Team' as const,
  { type: 'Document' as const, id: LIST_TAG_ID },
  { type: 'DocumentRequest' as const, id: LIST_TAG_ID },
  'Board' as const,
];

/** A project's documents, and every document the signed-in user may list (GET /api/documents). */
export const projectDocumentsTag = (projectId: string) => ({ type: 'Document' as const, id: projectId });
export const DOCUMENT_LIST_TAG = { type: 'Document' as const, id: LIST_TAG_ID };
/** A project's document checklist, and the items across projects (GET /api/document-requests). */
export const projectDocumentRequestsTag = (projectId: string) => ({ type: 'DocumentRequest' as const, id: projectId });
export const DOCUMENT_REQUEST_LIST_TAG = { type: 'DocumentRequest' as const, id: LIST_TAG_ID };

/**
 * What any change to a project's documents or checklist makes stale: an upload may mark an item received
 * and a delete put one back to requested, so both sides go, with the dashboard's outstanding count.
 */
export const documentTagsOf = (projectId: string) => [
  projectDocumentsTag(projectId),
  DOCUMENT_LIST_TAG,
  projectDocumentRequestsTag(projectId),
  DOCUMENT_REQUEST_LIST_TAG,
  'Metrics' as const,
];
