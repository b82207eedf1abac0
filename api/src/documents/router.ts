import Router from '@koa/router';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { parseId } from '../http/validate';
import { currentActor, requireUser } from '../session/current-user';
import { openDownload } from './download';
import { deleteDocument, listDocuments, listProjectDocuments, uploadDocuments } from './service';

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

documentsRouter.delete('/api/documents/:id', requireUser, async (ctx) => {
  const documentId = parseId(ctx.params.id, 'Document');
  await deleteDocument(currentActor(ctx, NO_PROJECT_ACCESS), documentId);
  ctx.body = { ok: true };
});
