import Router from '@koa/router';
import { Types } from 'mongoose';
import { homePathOf } from '@clientline/contracts/routes';
import {
  clientBulkSchema,
  clientListQuerySchema,
  clientRoleHolderSchema,
  clientPageQuerySchema,
  clientTagsSchema,
  editClientPersonSchema,
  newClientPersonSchema,
  editClientSchema,
  newClientSchema,
  type PreviewNavigation,
} from '@clientline/contracts';
import { queueClientInvitation } from '../auth/account-mails';
import { inviteClient, renewClientAccess, sendClientPasswordReset } from '../auth/client-accounts';
import { parseBody, parseId } from '../http/validate';
import { disconnectSessions } from '../realtime/hub';
import { currentActor, currentUser, requireFirmManager, requireRole, requireUser } from '../session/current-user';
import { endPreview, startPreview } from '../session/preview';
import { actOnClients } from './bulk';
import { listClientPage } from './client-page';
import { addPerson, cancelPersonEmailChange, editPerson, listPeople, previewPerson, reinvitePerson, removePerson } from './people-service';
import { getRoleHolders, setRoleHolder } from './role-holders';
import { archiveClient, cancelEmailChange, deleteClient, listClients, listClientTags, restoreClient, setClientTags, updateClient } from './service';

export const clientsRouter = new Router();

clientsRouter.get('/api/clients', requireRole('organization', 'team_member'), async (ctx) => {
  const { archived, tag } = clientListQuerySchema.parse(ctx.query);
  ctx.body = await listClients(currentActor(ctx), { archived: archived === 'true', tag });
});

// The Clients screen at any size: one page of the filtered list, beside the specification's whole list above.
clientsRouter.get('/api/clients/page', requireRole('organization', 'team_member'), async (ctx) => {
  const query = clientPageQuerySchema.parse(ctx.query);
  ctx.body = await listClientPage(currentActor(ctx), query);
});

clientsRouter.get('/api/clients/tags', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listClientTags(currentActor(ctx));
});

clientsRouter.post('/api/clients/bulk', requireFirmManager, async (ctx) => {
  const input = parseBody(clientBulkSchema, ctx.request.body);
  ctx.body = await actOnClients(currentActor(ctx), input);
});

clientsRouter.post('/api/clients', requireFirmManager, async (ctx) => {
  const input = parseBody(newClientSchema, ctx.request.body);
  const actor = currentActor(ctx);
  const client = await inviteClient(actor, input);
  await queueClientInvitation(actor, client);
  ctx.status = 201;
  ctx.body = client;
});

clientsRouter.patch('/api/clients/:id', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const input = parseBody(editClientSchema, ctx.request.body);
  ctx.body = await updateClient(currentActor(ctx), clientId, input);
});

clientsRouter.delete('/api/clients/:id/pending-email', requireFirmManager, async (ctx) => {
  ctx.body = await cancelEmailChange(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.delete('/api/clients/:id', requireFirmManager, async (ctx) => {
  ctx.body = await deleteClient(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.post('/api/clients/:id/archive', requireFirmManager, async (ctx) => {
  ctx.body = await archiveClient(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.post('/api/clients/:id/restore', requireFirmManager, async (ctx) => {
  ctx.body = await restoreClient(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.post('/api/clients/:id/access-link', requireFirmManager, async (ctx) => {
  const actor = currentActor(ctx);
  const renewed = await renewClientAccess(actor, parseId(ctx.params.id, 'Client'));
  await queueClientInvitation(actor, renewed);
  ctx.body = renewed;
});

clientsRouter.post('/api/clients/:id/password-reset', requireFirmManager, async (ctx) => {
  ctx.body = await sendClientPasswordReset(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.put('/api/clients/:id/tags', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const { tags } = parseBody(clientTagsSchema, ctx.request.body);
  ctx.body = await setClientTags(currentActor(ctx), clientId, tags);
});

clientsRouter.get('/api/clients/:id/people', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listPeople(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.get('/api/clients/:id/roles', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await getRoleHolders(currentActor(ctx), parseId(ctx.params.id, 'Client'));
});

clientsRouter.put('/api/clients/:id/roles/:roleId', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const roleId = parseId(ctx.params.roleId, 'Role');
  const { userId } = parseBody(clientRoleHolderSchema, ctx.request.body);
  ctx.body = await setRoleHolder(currentActor(ctx), clientId, roleId, userId === null ? null : new Types.ObjectId(userId));
});

clientsRouter.post('/api/clients/:id/people', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const input = parseBody(newClientPersonSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await addPerson(currentActor(ctx), clientId, input);
});

clientsRouter.patch('/api/clients/:id/people/:personId', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const personId = parseId(ctx.params.personId, 'Person');
  const input = parseBody(editClientPersonSchema, ctx.request.body);
  ctx.body = await editPerson(currentActor(ctx), clientId, personId, input);
});

clientsRouter.delete('/api/clients/:id/people/:personId/pending-email', requireFirmManager, async (ctx) => {
  ctx.body = await cancelPersonEmailChange(currentActor(ctx), parseId(ctx.params.id, 'Client'), parseId(ctx.params.personId, 'Person'));
});

clientsRouter.delete('/api/clients/:id/people/:personId', requireFirmManager, async (ctx) => {
  ctx.body = await removePerson(currentActor(ctx), parseId(ctx.params.id, 'Client'), parseId(ctx.params.personId, 'Person'));
});

clientsRouter.post('/api/clients/:id/people/:personId/access-link', requireFirmManager, async (ctx) => {
  ctx.body = await reinvitePerson(currentActor(ctx), parseId(ctx.params.id, 'Client'), parseId(ctx.params.personId, 'Person'));
});

/** The sockets of this session hear as someone else now: its pages handshake again into the rooms of whom it answers as. */
function reconnectSocketsOf(sessionId: string | undefined): void {
  if (sessionId) disconnectSessions([sessionId]);
}

// Preview as that person: the firm manager's own session is answered as the person, read-only, until DELETE
// /api/preview (session/preview.ts).
clientsRouter.post('/api/clients/:id/people/:personId/preview', requireFirmManager, async (ctx) => {
  const clientId = parseId(ctx.params.id, 'Client');
  const personId = parseId(ctx.params.personId, 'Person');
  const person = await previewPerson(currentActor(ctx), clientId, personId);
  startPreview(ctx, { personId: person._id.toString(), clientId: clientId.toString() });
  reconnectSocketsOf(ctx.session.externalKey);
  ctx.body = { ok: true, message: `You are seeing the portal as ${person.displayName} sees it`, path: homePathOf(person) } satisfies PreviewNavigation;
});

// Answered as the firm manager (never as the person previewed), also when no preview is on: a second tab's End preview.
clientsRouter.delete('/api/preview', requireUser, async (ctx) => {
  const ended = endPreview(ctx);
  if (ended) reconnectSocketsOf(ctx.session.externalKey);
  ctx.body = {
    ok: true,
    message: ended ? 'The preview ended' : 'There was no preview to end',
    path: ended ? `/client/${ended.clientId}` : homePathOf(currentUser(ctx)),
  } satisfies PreviewNavigation;
});
