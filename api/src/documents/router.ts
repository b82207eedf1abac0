import Router from '@koa/router';
import { createDocumentRequestSchema, reviewDocumentRequestSchema } from '@clientline/contracts';
import { documentHistory } from '../audit/service';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, NO_PERMISSION, requireUser } from '../session/current-user';
import { findVisibleDocument } from './access';
import { openDownload } from './download';
import {
  deleteDocument,
  listDocuments,
  listProjectDocuments,
  listProjectRequests,
  listRequests,
  reopenRequest,
  requestDocuments,
  reviewRequest,
  uploadDocuments,
} from './service';

export const documentsRouter = new Router();

// The firm's staff and the project's client upload, list and download a project's documents; the
// organization and the project's assigned team members delete them.
documentsRouter.post('/api/projects/:id/documents', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const documents = await uploadDocuments(currentActor(ctx, NO_PROJECT_ACCESS), projectId, ctx.req);
  ctx.status = 201;
  ctx.body = { documents };
});

documentsRouter.get('/api/projects/:id/documents', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await listProjectDocuments(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

documentsRouter.get('/api/documents', requireUser, async (ctx) => {
  ctx.body = await listDocuments(currentActor(ctx));
});

documentsRouter.get('/api/documents/:id/download', requireUser, async (ctx) => {
  const documentId = parseId(ctx.params.id, 'Document');
  const download = await openDownload(currentActor(ctx, NO_PROJECT_ACCESS), documentId);
  ctx.set(download.headers);
  ctx.body = download.body;
});

/** Who uploaded, downloaded and deleted it (docs/api.md, "Audit trail"): the firm's staff who may see its project. */
documentsRouter.get('/api/documents/:id/history', requireUser, async (ctx) => {
  const documentId = parseId(ctx.params.id, 'Document');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const { document } = await findVisibleDocument(actor, documentId);
  if (actor.clientId) throw new HttpError(403, NO_PERMISSION);
  ctx.body = await documentHistory(actor, document._id);
});

documentsRouter.delete('/api/documents/:id', requireUser, async (ctx) => {
  const documentId = parseId(ctx.params.id, 'Document');
  await deleteDocument(currentActor(ctx, NO_PROJECT_ACCESS), documentId);
  ctx.body = { ok: true };
});

// The organization and the project's assigned team members ask for and review documents; the firm's
// staff and the project's client read the checklist.
documentsRouter.post('/api/projects/:id/document-requests', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const request = parseBody(createDocumentRequestSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await requestDocuments(actor, projectId, request);
});

documentsRouter.get('/api/projects/:id/document-requests', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await listProjectRequests(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

documentsRouter.get('/api/document-requests', requireUser, async (ctx) => {
  ctx.body = await listRequests(currentActor(ctx));
});

documentsRouter.patch('/api/document-requests/:id', requireUser, async (ctx) => {
  const itemId = parseId(ctx.params.id, 'Document request');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const review = parseBody(reviewDocumentRequestSchema, ctx.request.body);
  ctx.body = await reviewRequest(actor, itemId, review);
});

/** Undoes "accepted" (docs/api.md): received again, or requested when nothing is uploaded against it. */
documentsRouter.post('/api/document-requests/:id/reopen', requireUser, async (ctx) => {
  const itemId = parseId(ctx.params.id, 'Document request');
  ctx.body = await reopenRequest(currentActor(ctx, NO_PROJECT_ACCESS), itemId);
});
