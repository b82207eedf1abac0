import Router from '@koa/router';
import { chatMessageSchema } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { findProjectForUser } from '../projects/access';
import { currentUser, requireUser } from '../session/current-user';
import { listMessages, sendMessage } from './service';

export const messagesRouter = new Router();

// Anyone who may see the project may read and write its chat: the firm's staff and the project's client.
messagesRouter.get('/api/projects/:id/messages', requireUser, async (ctx) => {
  const project = await findProjectForUser(currentUser(ctx), ctx.params.id);
  ctx.body = await listMessages(project);
});

messagesRouter.post('/api/projects/:id/messages', requireUser, async (ctx) => {
  const user = currentUser(ctx);
  const project = await findProjectForUser(user, ctx.params.id);
  // A senderName in the body is dropped by the schema: the sender is the session's user.
  const { content } = parseBody(chatMessageSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await sendMessage(project, user, content);
});
