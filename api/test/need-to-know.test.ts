import type supertest from 'supertest';
import { teamSettingsSavedMessage } from '@clientline/contracts';
import { addAdmin, addClient, addMilestone, closeSockets, createFirm, createProject, drain, eventOn, inviteTeamMember, openSocket, recordEvents, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * Need-to-know access (the firm's ethical wall): with it on, a team member who is not an admin reads
 * only the projects assigned to them, in every list, detail, search, count and socket event.
 */
let api: TestApi;
let firm: Firm;
let member: Member;
let admin: Member;
let otherMember: Member;
let theirClient: Member;
let walledClient: Member;
let theirs: string;
let walled: string;
let walledDocumentId: string;

const pdf = () => Buffer.from('%PDF-1.7\nreturn');
const upload = (agent: supertest.Agent, projectId: string, name: string) =>
  agent.post(`/api/projects/${projectId}/documents`).unset('Content-Type').attach('file', pdf(), name).expect(201);
const setNeedToKnow = (needToKnowAccess: boolean) => firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess }).expect(200);

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id).sort();

beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  member = await inviteTeamMember(api, firm, { displayName: 'Mo Member' });
  otherMember = await inviteTeamMember(api, firm, { displayName: 'Olga Other' });
  admin = await addAdmin(api, firm);
  theirClient = await addClient(api, firm, { displayName: 'Theo Client' });
  walledClient = await addClient(api, firm, { displayName: 'Wanda Walled' });
  theirs = (await createProject(firm, theirClient, { name: 'Their matter', assigneeIds: [member.id] })).id;
  // The member worked on the walled matter once (so their bell has news of it), then was taken off it.
  walled = (await createProject(firm, walledClient, { name: 'Walled matter', assigneeIds: [member.id, otherMember.id] })).id;
  await addMilestone(firm.owner.agent, walled, { name: 'Walled milestone' });
  await firm.owner.agent.put(`/api/projects/${walled}/assignees`).send({ assigneeIds: [otherMember.id] }).expect(200);

  for (const projectId of [theirs, walled]) {
    await firm.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Hello' }).expect(201);
    await firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: [{ name: 'Passport' }] }).expect(201);
  }
  await upload(firm.owner.agent, theirs, 'their.pdf');
  walledDocumentId = (await upload(firm.owner.agent, walled, 'walled.pdf')).body.documents[0].id;
});
afterEach(closeSockets);
afterAll(() => api.stop());

describe('GET and PUT /api/team/settings', () => {
  it('is off by default: every team member reads every project of the firm', async () => {
    expect((await member.agent.get('/api/team/settings').expect(200)).body).toEqual({ needToKnowAccess: false, sessionIdleMinutes: 720, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null });
    expect(ids((await member.agent.get('/api/projects').expect(200)).body)).toEqual([theirs, walled].sort());
    await member.agent.get(`/api/projects/${walled}`).expect(200);
  });

  it('is changed by the owner and admins only, with a message saying what it means', async () => {
    await member.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(403, { message: 'You do not have permission to do this' });
    await theirClient.agent.get('/api/team/settings').expect(403);
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: 'yes' }).expect(400, {
      message: 'needToKnowAccess must be true or false',
      errors: { needToKnowAccess: 'needToKnowAccess must be true or false' },
    });

    const on = await admin.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    expect(on.body).toEqual({ ok: true, message: teamSettingsSavedMessage({ needToKnowAccess: true }), settings: { needToKnowAccess: true, sessionIdleMinutes: 720, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null } });
    expect((await member.agent.get('/api/team/settings').expect(200)).body).toEqual({ needToKnowAccess: true, sessionIdleMinutes: 720, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null });
    await setNeedToKnow(false);
  });

  it("leaves another firm's members alone", async () => {
    const otherFirm = await createFirm(api);
    const otherFirmMember = await inviteTeamMember(api, otherFirm);
    const otherProject = (await createProject(otherFirm, await addClient(api, otherFirm))).id;
    await setNeedToKnow(true);
    expect(ids((await otherFirmMember.agent.get('/api/projects').expect(200)).body)).toEqual([otherProject]);
    await setNeedToKnow(false);
  });
});

describe('with need-to-know access on, a team member never reads an unassigned project', () => {
  beforeAll(() => setNeedToKnow(true));
  afterAll(() => setNeedToKnow(false));

  it('in the projects list, its pages, its search and its filters', async () => {
    expect(ids((await member.agent.get('/api/projects').expect(200)).body)).toEqual([theirs]);
    const page = await member.agent.get('/api/projects?limit=10').expect(200);
    expect(ids(page.body.projects)).toEqual([theirs]);
    expect((await member.agent.get('/api/projects?search=matter').expect(200)).body.projects.map((project: { name: string }) => project.name)).toEqual(['Their matter']);
    expect((await member.agent.get('/api/projects?search=Wanda').expect(200)).body.projects).toEqual([]);
    expect((await member.agent.get(`/api/projects?clientId=${walledClient.id}`).expect(200)).body.projects).toEqual([]);
  });

  it('in the project itself, its messages, timeline, documents and requests', async () => {
    const refused = { message: 'You do not have access to this project' };
    for (const path of ['', '/messages', '/timelines', '/documents', '/document-requests']) {
      await member.agent.get(`/api/projects/${walled}${path}`).expect(403, refused);
    }
    await member.agent.post(`/api/projects/${walled}/messages`).send({ content: 'Peek' }).expect(403, refused);
    await upload(member.agent, theirs, 'mine.pdf');
    await member.agent.get(`/api/projects/${theirs}/messages`).expect(200);
  });

  it("in the firm's documents and requests, and a walled document's download", async () => {
    const documents = (await member.agent.get('/api/documents').expect(200)).body as Array<{ projectId: string }>;
    expect(documents.length).toBeGreaterThan(0);
    expect(new Set(documents.map((document) => document.projectId))).toEqual(new Set([theirs]));
    const requests = (await member.agent.get('/api/document-requests').expect(200)).body as Array<{ projectId: string }>;
    expect(requests.map((item) => item.projectId)).toEqual([theirs]);
    await member.agent.get(`/api/documents/${walledDocumentId}/download`).expect(404, { message: 'Document not found' });
  });

  it("in the clients list and the team's counts", async () => {
    expect((await member.agent.get('/api/clients').expect(200)).body.map((client: { displayName: string }) => client.displayName)).toEqual(['Theo Client']);
    const team = (await member.agent.get('/api/team/members').expect(200)).body as Array<{ id: string; projectsCount: number }>;
    expect(team.find((colleague) => colleague.id === otherMember.id)!.projectsCount).toBe(0);
    expect(team.find((colleague) => colleague.id === member.id)!.projectsCount).toBe(1);
  });

  it('in the bell: news of a project they were taken off is no longer listed', async () => {
    const notifications = (await member.agent.get('/api/notifications').expect(200)).body as Array<{ projectId: string | null }>;
    expect(notifications.some((notification) => notification.projectId === walled)).toBe(false);
    await setNeedToKnow(false);
    const unwalled = (await member.agent.get('/api/notifications').expect(200)).body as Array<{ projectId: string | null }>;
    expect(unwalled.some((notification) => notification.projectId === walled)).toBe(true);
    await setNeedToKnow(true);
  });

  it('on the socket: events of the assigned project arrive, of the walled one never, while the owner and admins hear both', async () => {
    const adminSocket = await openSocket(api, admin);
    const adminEvents = recordEvents(adminSocket);
    const memberSocket = await openSocket(api, member);
    const events = recordEvents(memberSocket);

    await firm.owner.agent.post(`/api/projects/${walled}/messages`).send({ content: 'Walled news' }).expect(201);
    await firm.owner.agent.post(`/api/projects/${theirs}/messages`).send({ content: 'Their news' }).expect(201);
    await drain(memberSocket, member.id);
    await drain(adminSocket, admin.id);

    const messages = (list: typeof events) =>
      list.filter(({ event }) => event === 'new_message').map(({ payload }) => (payload as { message: { content: string } }).message.content);
    expect(messages(events)).toEqual(['Their news']);
    expect(messages(adminEvents)).toEqual(['Walled news', 'Their news']);
  });

  it('taking them off a project tells their open page at once, so it stops showing it', async () => {
    const project = (await createProject(firm, theirClient, { name: 'Short matter', assigneeIds: [member.id] })).id;
    const memberSocket = await openSocket(api, member);
    const pushed = eventOn<{ projectId: string; change: string }>(memberSocket, 'project_changed');
    await firm.owner.agent.put(`/api/projects/${project}/assignees`).send({ assigneeIds: [] }).expect(200);
    expect(await pushed).toEqual({ projectId: project, change: 'updated' });
    await member.agent.get(`/api/projects/${project}`).expect(403);
    // Off the lists the other tests read.
    await firm.owner.agent.post(`/api/projects/${project}/archive`).expect(200);
  });

  it("turning it on closes the members' sockets, so they reconnect into the rooms it allows", async () => {
    await setNeedToKnow(false);
    const socket = await openSocket(api, member);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await setNeedToKnow(true);
    expect(await closed).toBe('io server disconnect');
  });

  it('spares admins: they read every project', async () => {
    expect(ids((await admin.agent.get('/api/projects').expect(200)).body)).toEqual([theirs, walled].sort());
    await admin.agent.get(`/api/projects/${walled}/messages`).expect(200);
  });
});
