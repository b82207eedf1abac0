import mongoose, { type Types } from 'mongoose';
import {
  OUTSTANDING_DOCUMENT_REQUEST_STATUSES,
  type CreateDocumentRequest,
  type DocumentRequestItem as DocumentRequestItemView,
  type ReviewDocumentRequest,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { findManagedProject, findVisibleProject } from '../projects/access';
import { documentEvents } from './events';
import { DocumentRequestItem, type DocumentRequestItemRecord } from './model';
import { projectNames } from './names';
import { toDocumentRequestItem } from './present';

export const REQUEST_ITEM_NOT_FOUND = 'Document request not found';

/** The firm asks the project's client for documents (documents event `requested`): one 'requested' item each. */
export async function requestDocuments(actor: Actor, projectId: Types.ObjectId, { items }: CreateDocumentRequest): Promise<DocumentRequestItemView[]> {
  const project = await findManagedProject(actor, projectId);
  const created = await DocumentRequestItem.insertMany(
    items.map((item) => ({
      organizationId: project.organizationId,
      projectId: project._id,
      clientId: project.clientId,
      name: item.name,
      dueDate: item.dueDate ? new Date(item.dueDate) : null,
      status: 'requested',
      requestedBy: actor.userId,
    })),
  );
  const records = created.map((item) => item.toObject() as DocumentRequestItemRecord);
  await documentEvents.emit('requested', { actor, project, items: records });
  return records.map((item) => toDocumentRequestItem(item, project.name));
}

/** A project's checklist, in the order it was asked. */
export async function listProjectRequests(actor: Actor, projectId: Types.ObjectId): Promise<DocumentRequestItemView[]> {
  const project = await findVisibleProject(actor, projectId);
  const items = await DocumentRequestItem.find({ organizationId: project.organizationId, projectId: project._id })
    .sort({ createdAt: 1, _id: 1 })
    .lean<DocumentRequestItemRecord[]>();
  return items.map((item) => toDocumentRequestItem(item, project.name));
}

/** A client's items across their projects (every status); the firm's outstanding ones for its staff. Oldest first. */
export async function listRequests(actor: Actor): Promise<DocumentRequestItemView[]> {
  const filter = actor.clientId
    ? { organizationId: actor.organizationId, clientId: actor.clientId }
    : { organizationId: actor.organizationId, status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }) };
  const items = await DocumentRequestItem.find(filter).sort({ createdAt: 1, _id: 1 }).lean<DocumentRequestItemRecord[]>();
  const names = await projectNames(
    actor.organizationId,
    items.map((item) => item.projectId),
  );
  return items.map((item) => toDocumentRequestItem(item, names.get(item.projectId.toString()) ?? ''));
}

/** Accepts the item (received or not: a document may have come another way), or asks again with a note (documents event `reviewed`). */
export async function reviewRequest(actor: Actor, itemId: Types.ObjectId, review: ReviewDocumentRequest): Promise<DocumentRequestItemView> {
  const found = await DocumentRequestItem.findOne({ _id: itemId, organizationId: actor.organizationId }).lean<DocumentRequestItemRecord>();
  if (!found || (actor.clientId && !found.clientId.equals(actor.clientId))) throw new HttpError(404, REQUEST_ITEM_NOT_FOUND);
  const project = await findManagedProject(actor, found.projectId);

  const item = await DocumentRequestItem.findOneAndUpdate(
    { _id: found._id, organizationId: found.organizationId },
    { $set: review.status === 'accepted' ? { status: 'accepted', note: null } : { status: 'changes_requested', note: review.note } },
    { returnDocument: 'after' },
  )
    .orFail(() => new HttpError(404, REQUEST_ITEM_NOT_FOUND))
    .lean<DocumentRequestItemRecord>();
  await documentEvents.emit('reviewed', { actor, project, item });
  return toDocumentRequestItem(item, project.name);
}
