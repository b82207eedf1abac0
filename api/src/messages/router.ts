import Router from '@koa/router';
import { chatMessageSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, requireUser } from '../session/current-user';
import { changeOwnMessage, listMessages, sendMessage } from './service';

export const messagesRouter = new Router();

// Anyone who may see the project may read and write its chat: the firm's staff and the project's client.
messagesRouter.get('/api/projects/:id/messages', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await listMessages(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

messagesRouter.post('/api/projects/:id/messages', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  // A senderName in the body is dropped by the schema: the sender is the session's user.
  const { content } = parseBody(chatMessageSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await sendMessage(actor, projectId, content);
});

// Only the sender changes a message, within minutes of sending it (see changeOwnMessage).
messagesRouter.patch('/api/projects/:id/messages/:messageId', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const messageId = parseId(ctx.params.messageId, 'Message');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const { content } = parseBody(chatMessageSchema, ctx.request.body);
  ctx.body = await changeOwnMessage(actor, projectId, messageId, content);
});

messagesRouter.delete('/api/projects/:id/messages/:messageId', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const messageId = parseId(ctx.params.messageId, 'Message');
  ctx.body = await changeOwnMessage(currentActor(ctx, NO_PROJECT_ACCESS), projectId, messageId, null);
});
