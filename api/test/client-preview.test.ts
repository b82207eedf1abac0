// Preview as that person: a firm manager opens the portal exactly as one person of a client sees it, in
// their own session, read-only, and each preview is in the audit trail (docs/api.md, "Preview as a person").
import type supertest from 'supertest';
import { SOCKET_EVENTS, type CurrentUser, type Notification, type PreviewNavigation, type Project } from '@clientline/contracts';
import { AuditEntry } from '../src/audit/model';
import { recheckSocketSessions } from '../src/realtime/socket-server';
import { addAdmin, addClientPerson, closeSockets, createProject, drain, eventOn, openSocket, recordEvents, signIn, useTwoFirms, type Member } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';

const world = useTwoFirms();
afterEach(closeSockets);

const BEA_REFUSAL = "This is a preview of Bea Bookkeeper's portal: nothing can be changed here. End the preview to go back.";

/** Acme: its owner and a bookkeeper the firm limited to the monthly books, each project with a message and a document. */
const acme = {} as { id: string; books: Project; personal: Project; bookkeeper: Member; personalDocumentId: string };

beforeAll(async () => {
  const owner = world.firm.owner.agent;
  acme.id = (await owner.post('/api/clients').send({ username: uniqueEmail('acme'), displayName: 'Acme Owner' }).expect(201)).body.id;
  acme.books = await createProject(world.firm, acme, { name: 'Monthly books' });
  acme.personal = await createProject(world.firm, acme, { name: 'Personal return' });
  acme.bookkeeper = await addClientPerson(world.api, world.firm, acme.id, { displayName: 'Bea Bookkeeper', projectIds: [acme.books.id] });
  await rename(acme.id, 'Acme LLC');
  for (const project of [acme.books, acme.personal]) {
    await owner.post(`/api/projects/${project.id}/messages`).send({ content: `About ${project.name}` }).expect(201);
    const uploaded = await attach(owner.post(`/api/projects/${project.id}/documents`), `${project.name}.pdf`).expect(201);
    if (project === acme.personal) acme.personalDocumentId = uploaded.body.documents[0].id;
  }
});

async function rename(clientId: string, name: string): Promise<void> {
  const [client] = (await world.firm.owner.agent.get('/api/clients').expect(200)).body.filter((row: { id: string }) => row.id === clientId);
  await world.firm.owner.agent.patch(`/api/clients/${clientId}`).send({ username: client.username, displayName: name }).expect(200);
}

function attach(request: supertest.Test, name: string): supertest.Test {
  return request.unset('Content-Type').attach('file', Buffer.from('%PDF-1.7\nPreview'), name);
}

/**
 * A new sign-in of the firm's owner, previewing `personId` of client `clientId`: a preview changes the session
 * it starts in, so each test previews in a session of its own.
 */
async function previewing(personId: string, clientId = acme.id): Promise<Pick<Member, 'agent' | 'cookie'>> {
  const session = await signIn(world.api, world.firm.owner.username);
  const started = await session.agent.post(`/api/clients/${clientId}/people/${personId}/preview`).expect(200);
  expect(started.body).toEqual({ ok: true, message: expect.stringMatching(/^You are seeing the portal as .+ sees it$/), path: '/client/portal' } satisfies PreviewNavigation);
  return session;
}

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name).sort();
const userOf = async (agent: supertest.Agent): Promise<CurrentUser> => (await agent.get('/api/user').expect(200)).body.user;

describe('a preview of a person limited to some projects', () => {
  it('answers as that person: their projects, messages and documents, nothing of the others', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const bookkeeper = acme.bookkeeper.agent;

    expect(names((await preview.agent.get('/api/projects').expect(200)).body)).toEqual(['Monthly books']);
    expect((await preview.agent.get('/api/projects').expect(200)).body).toEqual((await bookkeeper.get('/api/projects').expect(200)).body);
    await preview.agent.get(`/api/projects/${acme.personal.id}`).expect(403);
    await preview.agent.get(`/api/projects/${acme.personal.id}/messages`).expect(403);
    await preview.agent.get(`/api/projects/${acme.personal.id}/documents`).expect(403);
    await preview.agent.get(`/api/documents/${acme.personalDocumentId}/download`).expect(404);
    const messages = (await preview.agent.get(`/api/projects/${acme.books.id}/messages`).expect(200)).body as Array<{ content: string }>;
    expect(messages.map((message) => message.content)).toEqual(['About Monthly books']);
    expect(names((await preview.agent.get('/api/documents').expect(200)).body)).toEqual(['Monthly books.pdf']);
    expect((await preview.agent.get('/api/notifications').expect(200)).body).toEqual((await bookkeeper.get('/api/notifications').expect(200)).body);
    // Nothing of the firm's own: a client lists no clients.
    await preview.agent.get('/api/clients').expect(403);
  });

  it('says it is a preview, to the pages and to GET /api/user', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const user = await userOf(preview.agent);
    // As the person will be greeted: Bea has not been through the portal's welcome tour yet.
    expect(user).toMatchObject({ id: acme.bookkeeper.id, role: 'client', displayName: 'Bea Bookkeeper', requiresPasswordChange: false, firstLogin: true });
    expect(user.preview).toEqual({ personName: 'Bea Bookkeeper', clientId: acme.id, clientName: 'Acme LLC' });

    const visitor = (await preview.agent.get('/api/page-visitor').expect(200)).body;
    expect(visitor).toMatchObject({ audience: 'client', mustEnrolInTwoFactor: false, user: { id: acme.bookkeeper.id, preview: user.preview } });
    // The person's own sign-in never says so.
    expect((await userOf(acme.bookkeeper.agent)).preview).toBeUndefined();
  });

  it('shows a person who has not signed in yet the portal they will see: their password to set is their own sign-in\'s', async () => {
    const invited = await world.firm.owner.agent.post(`/api/clients/${acme.id}/people`).send({ username: uniqueEmail('invited'), displayName: 'Ivo Invited' }).expect(201);
    const preview = await previewing(invited.body.id);
    expect(await userOf(preview.agent)).toMatchObject({ id: invited.body.id, requiresPasswordChange: false });
    expect(names((await preview.agent.get('/api/projects').expect(200)).body)).toEqual(['Monthly books', 'Personal return']);
  });

  it('refuses every write with 403, saying why, and changes nothing', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const owner = world.firm.owner.agent;
    const before = {
      messages: (await owner.get(`/api/projects/${acme.books.id}/messages`).expect(200)).body,
      documents: (await owner.get(`/api/projects/${acme.books.id}/documents`).expect(200)).body,
      bell: (await acme.bookkeeper.agent.get('/api/notifications').expect(200)).body as Notification[],
      settings: (await userOf(acme.bookkeeper.agent)).notificationSettings,
    };
    expect(before.bell.some((item) => !item.read)).toBe(true);

    const writes = [
      preview.agent.post(`/api/projects/${acme.books.id}/messages`).send({ content: 'Sent as Bea?' }),
      attach(preview.agent.post(`/api/projects/${acme.books.id}/documents`), 'forged.pdf'),
      preview.agent.post('/api/notifications/mark-read').send({ ids: before.bell.map((item) => item.id) }),
      preview.agent.put('/api/user/notification-settings').send({ signInAlerts: true }),
      preview.agent.post('/api/user/complete-onboarding'),
      preview.agent.post('/api/change-password').send({ currentPassword: PASSWORD, newPassword: 'taken over by the firm' }),
    ];
    for (const write of writes) expect(await write).toMatchObject({ status: 403, body: { message: BEA_REFUSAL } });

    expect((await owner.get(`/api/projects/${acme.books.id}/messages`).expect(200)).body).toEqual(before.messages);
    expect((await owner.get(`/api/projects/${acme.books.id}/documents`).expect(200)).body).toEqual(before.documents);
    expect((await acme.bookkeeper.agent.get('/api/notifications').expect(200)).body).toEqual(before.bell);
    expect((await userOf(acme.bookkeeper.agent)).notificationSettings).toEqual(before.settings);
    // Both still sign in with the passwords they had.
    await signIn(world.api, acme.bookkeeper.username);
    await signIn(world.api, world.firm.owner.username);
  });

  it('records a download made in it as the firm manager\'s', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const [document] = (await preview.agent.get(`/api/projects/${acme.books.id}/documents`).expect(200)).body;
    await preview.agent.get(`/api/documents/${document.id}/download`).expect(200);
    const [entry] = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'document.downloaded', 'object.id': document.id }).lean();
    expect(entry?.actor).toMatchObject({ id: world.firm.owner.id, role: 'organization' });
  });

  it('is in the audit trail, naming the firm manager and the person', async () => {
    const admin = await addAdmin(world.api, world.firm, { displayName: 'Ada Admin' });
    await admin.agent.post(`/api/clients/${acme.id}/people/${acme.bookkeeper.id}/preview`).expect(200);
    const entries = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'client.previewed', 'actor.id': admin.id }).lean();
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id, displayName: 'Ada Admin', isAdmin: true }),
        object: { type: 'user', id: acme.bookkeeper.id, name: 'Bea Bookkeeper' },
        client: { id: acme.id, displayName: 'Acme LLC' },
        detail: acme.bookkeeper.username,
      }),
    ]);
  });

  it('has a socket that hears what the person hears and answers as them', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const socket = await openSocket(world.api, preview);
    const events = recordEvents(socket);
    socket.send({ type: 'auth' });
    expect(await eventOn(socket, 'authenticated')).toEqual({ userId: acme.bookkeeper.id, role: 'client', organizationId: world.firm.organizationId });
    await world.firm.owner.agent.post(`/api/projects/${acme.personal.id}/messages`).send({ content: 'Personal news' }).expect(201);
    await world.firm.owner.agent.post(`/api/projects/${acme.books.id}/messages`).send({ content: 'Books news' }).expect(201);
    await drain(socket, acme.bookkeeper.id);
    const heard = events.filter(({ event }) => event === SOCKET_EVENTS.newMessage).map(({ payload }) => (payload as { projectId: string }).projectId);
    expect(heard).toEqual([acme.books.id]);
  });
});

describe('ending a preview', () => {
  it('DELETE /api/preview goes back to the client\'s page, as the firm manager again', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    const ended = await preview.agent.delete('/api/preview').expect(200);
    expect(ended.body).toEqual({ ok: true, message: 'The preview ended', path: `/client/${acme.id}` } satisfies PreviewNavigation);
    expect(await userOf(preview.agent)).toMatchObject({ id: world.firm.owner.id, role: 'organization' });
    expect((await userOf(preview.agent)).preview).toBeUndefined();
    await preview.agent.get('/api/clients').expect(200);
    // Again, or from a second tab: nothing to end, and the way home.
    expect((await preview.agent.delete('/api/preview').expect(200)).body).toEqual({ ok: true, message: 'There was no preview to end', path: '/dashboard' });
  });

  it('logout signs the firm manager out, as themselves', async () => {
    const preview = await previewing(acme.bookkeeper.id);
    await preview.agent.post('/api/logout').expect(200);
    await preview.agent.get('/api/user').expect(401);
    const [signOut] = await AuditEntry.find({ organizationId: world.firm.organizationId, action: 'sign_out' }).sort({ at: -1 }).limit(1).lean();
    expect(signOut?.actor?.id).toBe(world.firm.owner.id);
  });

  it('ends by itself, for good, when the person is removed or the client archived', async () => {
    const owner = world.firm.owner.agent;
    const household = (await owner.post('/api/clients').send({ username: uniqueEmail('household'), displayName: 'Hal Household' }).expect(201)).body.id as string;
    const spouse = await addClientPerson(world.api, world.firm, household, { displayName: 'Sue Spouse' });

    const ofSpouse = await previewing(spouse.id, household);
    await owner.delete(`/api/clients/${household}/people/${spouse.id}`).expect(200);
    expect(await userOf(ofSpouse.agent)).toMatchObject({ id: world.firm.owner.id });

    const ofHal = await previewing(household, household);
    await owner.post(`/api/clients/${household}/archive`).expect(200);
    expect(await userOf(ofHal.agent)).toMatchObject({ id: world.firm.owner.id });
    await owner.post(`/api/clients/${household}/restore`).expect(200);
    expect((await userOf(ofHal.agent)).preview).toBeUndefined();
  });

  it("closes the preview's socket once the preview ended, and not before", async () => {
    const owner = world.firm.owner.agent;
    const client = (await owner.post('/api/clients').send({ username: uniqueEmail('socket'), displayName: 'Sol Socket' }).expect(201)).body.id as string;
    const preview = await previewing(client, client);
    const socket = await openSocket(world.api, preview);
    const closed = eventOn<string>(socket, 'disconnect');
    expect(await recheckSocketSessions()).toBe(0);

    // Archiving signs the client's people out: the preview's socket is of the firm manager's session, closed by the re-check.
    await owner.post(`/api/clients/${client}/archive`).expect(200);
    expect(await recheckSocketSessions()).toBe(1);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('who may preview', () => {
  it('is the owner and admins: a team member and a client may not', async () => {
    const path = `/api/clients/${acme.id}/people/${acme.bookkeeper.id}/preview`;
    await world.teamMember.agent.post(path).expect(403, { message: 'You do not have permission to do this' });
    await world.client.agent.post(path).expect(403);
    await world.otherFirm.owner.agent.post(path).expect(404, { message: 'Client not found' });
    expect((await userOf(world.teamMember.agent)).preview).toBeUndefined();
  });

  it('only a person of that client, of a client not archived', async () => {
    const owner = await signIn(world.api, world.firm.owner.username);
    await owner.agent.post(`/api/clients/${acme.id}/people/${world.client.id}/preview`).expect(404, { message: 'Person not found' });
    const archived = (await world.firm.owner.agent.post('/api/clients').send({ username: uniqueEmail('gone'), displayName: 'Gil Gone' }).expect(201)).body.id as string;
    await world.firm.owner.agent.post(`/api/clients/${archived}/archive`).expect(200);
    await owner.agent.post(`/api/clients/${archived}/people/${archived}/preview`).expect(409, { message: 'This client is archived: restore it first' });
    expect((await userOf(owner.agent)).preview).toBeUndefined();
  });
});
