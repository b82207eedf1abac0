import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { findManagedProject, findVisibleProject, visibleProjectContentFilter } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { Document, type DocumentRecord } from './model';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * A document with its project, as the actor may see it: 404 'Document not found' for one of another
 * firm and for one of a project the actor may not read (never confirming it exists).
 */
export async function findVisibleDocument(actor: Actor, documentId: Types.ObjectId): Promise<{ document: DocumentRecord; project: ProjectRecord }> {
  const document = await Document.findOne({ _id: documentId, ...(await visibleProjectContentFilter(actor)) }).lean<DocumentRecord>();
  if (!document) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return { document, project: await findVisibleProject(actor, document.projectId) };
}

/** Like findVisibleDocument, then a 403 unless the actor manages the document's project. */
export async function findManagedDocument(actor: Actor, documentId: Types.ObjectId): Promise<{ document: DocumentRecord; project: ProjectRecord }> {
  const { document } = await findVisibleDocument(actor, documentId);
  return { document, project: await findManagedProject(actor, document.projectId) };
}
