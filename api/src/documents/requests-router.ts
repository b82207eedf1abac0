import Router from '@koa/router';
import { createDocumentRequestSchema, reviewDocumentRequestSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, requireUser } from '../session/current-user';
import { listProjectRequests, listRequests, requestDocuments, reviewRequest } from './requests-service';

export const documentRequestsRouter = new Router();

// The organization and the project's assigned team members ask for and review documents; the firm's
// staff and the project's client read the checklist.
documentRequestsRouter.post('/api/projects/:id/document-requests', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const request = parseBody(createDocumentRequestSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await requestDocuments(actor, projectId, request);
});

documentRequestsRouter.get('/api/projects/:id/document-requests', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await listProjectRequests(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

documentRequestsRouter.get('/api/document-requests', requireUser, async (ctx) => {
  ctx.body = await listRequests(currentActor(ctx));
});

documentRequestsRouter.patch('/api/document-requests/:id', requireUser, async (ctx) => {
  const itemId = parseId(ctx.params.id, 'Document request');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const review = parseBody(reviewDocumentRequestSchema, ctx.request.body);
  ctx.body = await reviewRequest(actor, itemId, review);
});
