import type { IncomingMessage } from 'node:http';
import mongoose, { Types } from 'mongoose';
import {
  DOCUMENT_LIST_LIMIT,
  DOCUMENT_REQUEST_STATUS_WORDS,
  OUTSTANDING_DOCUMENT_REQUEST_STATUSES,
  requestItemIdField,
  type CreateDocumentRequest,
  type DocumentRequestItem as DocumentRequestItemView,
  type ProjectDocument,
  type ReviewDocumentRequest,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { describeChanges, documentObject, projectPartObject, recordAudit, shownValue } from '../audit/record';
import { peopleWhoSee } from '../client-accounts/people';
import { failedOnlyOnDuplicates } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { findManagedProject, findVisibleProject, listedProjectContentFilter, visibleProjectContentFilter } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { authorNamer } from '../users/former-members';
import { User, type UserRecord } from '../users/model';
import { findManagedDocument } from './access';
import { documentEvents } from './events';
import { Document, DocumentRequestItem, type DocumentRecord, type DocumentRequestItemRecord } from './model';
import { presentRequestItem, presentRequestItems, projectNames } from './names';
import { toProjectDocument } from './present';
import { removeStoredFile } from './storage';
import { receiveAttachments, receiveUpload, type AttachedFile, type ReceivedFile } from './upload';

export const REQUEST_ITEM_NOT_ON_PROJECT = 'That document request is not on this project';
export const REQUEST_ITEM_NOT_FOUND = 'Document request not found';
/** An upload against an item the firm accepted, by its client or by the firm's staff (409). */
export const REQUEST_ITEM_ACCEPTED_FOR_CLIENT = 'This document was already accepted. Ask the firm if they need a new version.';
export const REQUEST_ITEM_ACCEPTED_FOR_STAFF =
  'This document was already accepted. To take a new version against it, ask again for it first, or upload the file without the request.';

/**
 * Stores the files of a multipart upload on a project the actor may see (documents event `uploaded`).
 * With a `requestItemId` field, the files answer that item of the project's checklist: it becomes
 * 'received', unless the firm already accepted it (409: an upload never undoes "accepted").
 * Nothing is kept when any part is refused.
 */
export async function uploadDocuments(actor: Actor, projectId: Types.ObjectId, request: IncomingMessage): Promise<ProjectDocument[]> {
  const project = await findVisibleProject(actor, projectId);
  const { files, fields } = await receiveUpload(request, { organizationId: project.organizationId, projectId: project._id });
  const documents = await keepFiles(actor, project, files, async () => (fields.requestItemId === undefined ? null : findRequestItem(actor, project, fields.requestItemId)));
  return documents.map((document) => toProjectDocument(document, project.name));
}

/**
 * Stores the files a person attached to a mail on a project they see, through an upload's checks, as if
 * they had uploaded them (documents event `uploaded`, audited "By email"), answering `item` of its checklist
 * when given. Nothing is kept when any file is refused. `documentIds`: derived from the mail, so a delivery
 * retried stores them once.
 */
export async function attachDocuments(
  actor: Actor,
  project: ProjectRecord,
  attachments: AttachedFile[],
  { item, documentIds }: { item: DocumentRequestItemRecord | null; documentIds: Types.ObjectId[] },
): Promise<void> {
  if (await Document.exists({ organizationId: project.organizationId, _id: documentIds[0] })) return;
  const files = await receiveAttachments(attachments, { organizationId: project.organizationId, projectId: project._id });
  await keepFiles(actor, project, files, async () => item, { documentIds, detail: 'By email' });
}

/**
 * The documents of files just stored, answering the checklist's item `itemOf` finds (received, unless the
 * firm accepted it: 409, an upload never undoes "accepted"); on any refusal the files are removed.
 */
async function keepFiles(
  actor: Actor,
  project: ProjectRecord,
  files: ReceivedFile[],
  itemOf: () => Promise<DocumentRequestItemRecord | null>,
  { documentIds, detail }: { documentIds?: Types.ObjectId[]; detail?: string } = {},
): Promise<DocumentRecord[]> {
  let documents: DocumentRecord[] = [];
  try {
    const uploader = await User.findOne({ _id: actor.userId, organizationId: actor.organizationId }, { displayName: 1 })
      .orFail()
      .lean<Pick<UserRecord, 'displayName'>>();
    const item = await itemOf();
    documents = await storeDocuments(actor, project, uploader.displayName, files, item, documentIds);
    if (item) await markReceived(actor, item, documents);
  } catch (error) {
    await Document.deleteMany({ organizationId: project.organizationId, _id: mongoose.trusted({ $in: documents.map((document) => document._id) }) });
    await Promise.all(files.map((file) => removeStoredFile(file.fileId)));
    throw error;
  }
  await documentEvents.emit('uploaded', { actor, project, documents });
  for (const document of documents) await recordAudit({ action: 'document.uploaded', object: documentObject(document), project, ...(detail && { detail }) });
  return documents;
}

async function findRequestItem(actor: Actor, project: ProjectRecord, requestItemId: string): Promise<DocumentRequestItemRecord> {
  if (!requestItemIdField.safeParse(requestItemId).success) throw new HttpError(400, REQUEST_ITEM_NOT_ON_PROJECT);
  const item = await DocumentRequestItem.findOne({
    _id: new Types.ObjectId(requestItemId),
    organizationId: project.organizationId,
    projectId: project._id,
  }).lean<DocumentRequestItemRecord>();
  if (!item) throw new HttpError(400, REQUEST_ITEM_NOT_ON_PROJECT);
  if (item.status === 'accepted') throw alreadyAccepted(actor);
  return item;
}

function alreadyAccepted(actor: Actor): HttpError {
  return new HttpError(409, actor.clientId ? REQUEST_ITEM_ACCEPTED_FOR_CLIENT : REQUEST_ITEM_ACCEPTED_FOR_STAFF);
}

/** The owners a document or a request item records: the project's firm, the project and its client. */
function ownedBy(project: ProjectRecord): Pick<DocumentRecord, 'organizationId' | 'projectId' | 'clientId'> {
  return { organizationId: project.organizationId, projectId: project._id, clientId: project.clientId };
}

async function storeDocuments(
  actor: Actor,
  project: ProjectRecord,
  uploaderName: string,
  files: ReceivedFile[],
  item: DocumentRequestItemRecord | null,
  documentIds?: Types.ObjectId[],
): Promise<DocumentRecord[]> {
  const created = await Document.insertMany(
    files.map((file, index) => ({
      ...(documentIds && { _id: documentIds[index] }),
      ...ownedBy(project),
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      fileId: file.fileId,
      uploadedBy: actor.userId,
      uploadedByName: uploaderName,
      uploadedBySide: actor.role === 'client' ? 'client' : 'firm',
      requestItemId: item?._id ?? null,
    })),
  );
  return created.map((document) => document.toObject() as DocumentRecord);
}

/** Conditional on the item not being accepted in the meantime (the firm accepting while the files arrived). */
async function markReceived(actor: Actor, item: DocumentRequestItemRecord, documents: DocumentRecord[]): Promise<void> {
  const { matchedCount } = await DocumentRequestItem.updateOne(
    { _id: item._id, organizationId: item.organizationId, status: mongoose.trusted({ $ne: 'accepted' }) },
    { $set: { status: 'received', note: null }, $push: { documentIds: { $each: documents.map((document) => document._id) } } },
  );
  if (matchedCount === 0) throw alreadyAccepted(actor);
}

/** A project's documents, newest first. */
export async function listProjectDocuments(actor: Actor, projectId: Types.ObjectId): Promise<ProjectDocument[]> {
  const project = await findVisibleProject(actor, projectId);
  const documents = await Document.find({ organizationId: project.organizationId, projectId: project._id })
    .sort({ createdAt: -1, _id: -1 })
    .lean<DocumentRecord[]>();
  const nameOf = await uploaderNamer(project.organizationId, documents);
  return documents.map((document) => toProjectDocument(document, project.name, nameOf(document.uploadedBy, document.uploadedByName)));
}

/** Uploaders by name, a removed team member marked ' (former member)'. */
const uploaderNamer = (organizationId: Types.ObjectId, documents: DocumentRecord[]) => authorNamer(organizationId, documents.map((document) => document.uploadedBy));

/**
 * A client's documents across their projects, or the firm's for its staff: the newest DOCUMENT_LIST_LIMIT.
 * Archived projects' documents are left out (their project's own list still has them).
 */
export async function listDocuments(actor: Actor): Promise<ProjectDocument[]> {
  const documents = await Document.find(await listedProjectContentFilter(actor))
    .sort({ createdAt: -1, _id: -1 })
    .limit(DOCUMENT_LIST_LIMIT)
    .lean<DocumentRecord[]>();
  const [names, nameOf] = await Promise.all([
    projectNames(actor.organizationId, documents.map((document) => document.projectId)),
    uploaderNamer(actor.organizationId, documents),
  ]);
  return documents.map((document) =>
    toProjectDocument(document, names.get(document.projectId.toString()) ?? '', nameOf(document.uploadedBy, document.uploadedByName)),
  );
}

/** Removes a document and its bytes (documents event `deleted`); its request item no longer lists it. */
export async function deleteDocument(actor: Actor, documentId: Types.ObjectId): Promise<void> {
  const { document, project } = await findManagedDocument(actor, documentId);
  await Document.deleteOne({ _id: document._id, organizationId: document.organizationId });
  await removeStoredFile(document.fileId);
  if (document.requestItemId) await forgetDocument(document);
  await documentEvents.emit('deleted', { actor, project, document });
  await recordAudit({ action: 'document.deleted', object: documentObject(document), project });
}

/** A received item whose last document is deleted is waiting again. */
async function forgetDocument(document: DocumentRecord): Promise<void> {
  const scope = { _id: document.requestItemId!, organizationId: document.organizationId };
  await DocumentRequestItem.updateOne(scope, { $pull: { documentIds: document._id } });
  await DocumentRequestItem.updateOne({ ...scope, status: 'received', documentIds: mongoose.trusted({ $size: 0 }) }, { $set: { status: 'requested' } });
}

// Document requests: the checklist of documents the firm asks of a project's client.

/** The firm asks the project's client for documents (documents event `requested`): one 'requested' item each. */
export const NOT_A_PERSON_OF_THE_PROJECT = "Choose a person of this project's client, or everyone";
export const NOT_A_MILESTONE_OF_THE_PROJECT = "Choose one of this project's milestones, or none";

/**
 * `ids`, when the caller derives them (one per item), make asking again a no-op: items stored under them (by one
 * insert, so all or none) are not asked for, or told of, twice; the answer is then empty.
 */
export async function requestDocuments(
  actor: Actor,
  projectId: Types.ObjectId,
  { items, addressedTo, milestoneId }: CreateDocumentRequest,
  { ids }: { ids?: Types.ObjectId[] } = {},
): Promise<DocumentRequestItemView[]> {
  const project = await findManagedProject(actor, projectId);
  const person = addressedTo ? new Types.ObjectId(addressedTo) : null;
  if (person && !(await peopleWhoSee(project)).some((id) => id.equals(person))) {
    throw new HttpError(400, NOT_A_PERSON_OF_THE_PROJECT, { errors: { addressedTo: NOT_A_PERSON_OF_THE_PROJECT } });
  }
  const milestone = milestoneId ? new Types.ObjectId(milestoneId) : null;
  if (milestone && !project.milestones.some((one) => one._id.equals(milestone))) {
    throw new HttpError(400, NOT_A_MILESTONE_OF_THE_PROJECT, { errors: { milestoneId: NOT_A_MILESTONE_OF_THE_PROJECT } });
  }
  let created;
  try {
    created = await DocumentRequestItem.insertMany(
      items.map((item, index) => ({
        ...(ids ? { _id: ids[index] } : {}),
        ...ownedBy(project),
        name: item.name,
        dueDate: item.dueDate ? new Date(item.dueDate) : null,
        status: 'requested',
        requestedBy: actor.userId,
        addressedTo: person,
        milestoneId: milestone,
        reminders: { off: item.reminders === false },
      })),
    );
  } catch (error) {
    if (ids && failedOnlyOnDuplicates(error)) {
      // Asked before under these ids (a retry): its news is told again, which a first try that stopped before
      // telling needs and the news' key keeps from reaching anyone twice.
      const found = await DocumentRequestItem.find({ ...ownedBy(project), _id: mongoose.trusted({ $in: ids }) }).lean<DocumentRequestItemRecord[]>();
      const stored = ids.flatMap((id) => found.filter((item) => item._id.equals(id)));
      if (stored.length > 0) await documentEvents.emit('requested', { actor, project, items: stored });
      return [];
    }
    throw error;
  }
  const records = created.map((item) => item.toObject() as DocumentRequestItemRecord);
  await documentEvents.emit('requested', { actor, project, items: records });
  for (const item of records) {
    const detail = item.dueDate ? `Due date: ${shownValue(item.dueDate)}` : null;
    await recordAudit({ action: 'document_request.created', object: projectPartObject('document_request', item), project, detail });
  }
  return presentRequestItems(project.organizationId, records, () => project.name);
}

/** A project's checklist, in the order it was asked. */
export async function listProjectRequests(actor: Actor, projectId: Types.ObjectId): Promise<DocumentRequestItemView[]> {
  const project = await findVisibleProject(actor, projectId);
  const items = await DocumentRequestItem.find({ organizationId: project.organizationId, projectId: project._id })
    .sort({ createdAt: 1, _id: 1 })
    .lean<DocumentRequestItemRecord[]>();
  return presentRequestItems(project.organizationId, items, () => project.name);
}

/**
 * A client's items across their projects (every status); the firm's outstanding ones for its staff. Oldest
 * first. Archived projects' items are left out (their project's own checklist still has them).
 */
export async function listRequests(actor: Actor): Promise<DocumentRequestItemView[]> {
  const listed = await listedProjectContentFilter(actor);
  const filter = actor.clientId ? listed : { ...listed, status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }) };
  const items = await DocumentRequestItem.find(filter).sort({ createdAt: 1, _id: 1 }).lean<DocumentRequestItemRecord[]>();
  const names = await projectNames(
    actor.organizationId,
    items.map((item) => item.projectId),
  );
  return presentRequestItems(actor.organizationId, items, (projectId) => names.get(projectId) ?? '');
}

/** Accepting an item nothing was uploaded against (409): the firm would tell the client it is done with nothing to show. */
export const NOTHING_UPLOADED_TO_ACCEPT =
  'Nothing was uploaded for this document yet, so there is nothing to accept. Accept it once your client uploads it, or upload the file against it yourself.';
/** Reopening an item the firm has not accepted (409). */
export const REQUEST_ITEM_NOT_ACCEPTED = 'This document is not accepted, so there is nothing to reopen';

/** An item of a project the actor may manage (404 for one they may not see, 403 for one they may only read). */
async function findManagedRequestItem(actor: Actor, itemId: Types.ObjectId): Promise<{ found: DocumentRequestItemRecord; project: ProjectRecord }> {
  const found = await DocumentRequestItem.findOne({ _id: itemId, ...(await visibleProjectContentFilter(actor)) }).lean<DocumentRequestItemRecord>();
  if (!found) throw new HttpError(404, REQUEST_ITEM_NOT_FOUND);
  return { found, project: await findManagedProject(actor, found.projectId) };
}

/** Something is uploaded against the item (read in the update's filter, so a document deleted meanwhile counts). */
const hasDocuments = { 'documentIds.0': mongoose.trusted({ $exists: true }) };

/**
 * Accepts an item something was uploaded against (409 otherwise: accepting tells the client it is done), or
 * asks again with a note (documents event `reviewed`).
 */
export async function reviewRequest(actor: Actor, itemId: Types.ObjectId, review: ReviewDocumentRequest): Promise<DocumentRequestItemView> {
  const { found, project } = await findManagedRequestItem(actor, itemId);
  const accepting = review.status === 'accepted';

  const item = await DocumentRequestItem.findOneAndUpdate(
    { _id: found._id, organizationId: found.organizationId, ...(accepting ? hasDocuments : {}) },
    { $set: accepting ? { status: 'accepted', note: null } : { status: 'changes_requested', note: review.note } },
    { returnDocument: 'after' },
  ).lean<DocumentRequestItemRecord>();
  if (!item) throw accepting ? new HttpError(409, NOTHING_UPLOADED_TO_ACCEPT) : new HttpError(404, REQUEST_ITEM_NOT_FOUND);
  await documentEvents.emit('reviewed', { actor, project, item });
  await recordAudit({
    action: item.status === 'accepted' ? 'document_request.accepted' : 'document_request.reopened',
    object: projectPartObject('document_request', item),
    project,
    detail: describeChanges([
      ['Status', DOCUMENT_REQUEST_STATUS_WORDS[found.status], DOCUMENT_REQUEST_STATUS_WORDS[item.status]],
      ['Note', found.note, item.note],
    ]),
  });
  return presentRequestItem(item, project.name);
}

/**
 * Undoes "accepted": the item is received again when documents are uploaded against it, else requested
 * (documents event `reopened`; no one is notified). 409 when it is not accepted.
 */
export async function reopenRequest(actor: Actor, itemId: Types.ObjectId): Promise<DocumentRequestItemView> {
  const { found, project } = await findManagedRequestItem(actor, itemId);
  const accepted = { _id: found._id, organizationId: found.organizationId, status: 'accepted' as const };
  // Each update is conditional on what it reads, so a document deleted meanwhile cannot leave a received item without one.
  const reopenTo = (filter: object, status: 'received' | 'requested') =>
    DocumentRequestItem.findOneAndUpdate({ ...accepted, ...filter }, { $set: { status } }, { returnDocument: 'after' }).lean<DocumentRequestItemRecord>();
  const item = (await reopenTo(hasDocuments, 'received')) ?? (await reopenTo({ documentIds: mongoose.trusted({ $size: 0 }) }, 'requested'));
  if (!item) throw new HttpError(409, REQUEST_ITEM_NOT_ACCEPTED);
  await documentEvents.emit('reopened', { actor, project, item });
  await recordAudit({
    action: 'document_request.acceptance_reopened',
    object: projectPartObject('document_request', item),
    project,
    detail: describeChanges([['Status', DOCUMENT_REQUEST_STATUS_WORDS[found.status], DOCUMENT_REQUEST_STATUS_WORDS[item.status]]]),
  });
  return presentRequestItem(item, project.name);
}
