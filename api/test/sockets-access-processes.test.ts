import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, TWO_FACTOR_ENROLMENT_REQUIRED } from '@clientline/contracts';
import { as, useTwoApisOnRedis } from './api-processes';
import { addAdmin, addClient, createFirm, createProject, eventOn, inviteTeamMember, openSocket, recordEvents, type Member } from './fixtures';

/**
 * A socket hears only what its person may hear now, on every api process: a change of what someone may hear
 * (the firm's two-factor requirement, admin rights, project assignments, need-to-know access), saved through
 * process A, closes their sockets on process B (socket.io's Redis adapter), and B's handshake then
 * gives them only what they may hear now.
 */
jest.setTimeout(120_000);

/** How long a change may take to close a socket on the other process. */
const DISCONNECT_WITHIN_MS = 1_000;

const apis = useTwoApisOnRedis('sockets-access-processes');

const todayUtc = () => new Date().toISOString().slice(0, 10);
const messages = (events: Array<{ event: string; payload: unknown }>) =>
  events.filter(({ event }) => event === SOCKET_EVENTS.newMessage).map(({ payload }) => (payload as { message: { content: string } }).message.content);

/**
 * Sends a message through A on a project the socket's user may hear, and waits for it on the socket: a
 * socket gets its events in order, so a message sent before it that has not arrived by then never will.
 */
async function heardLater(socket: Socket, client: Member, projectId: string): Promise<void> {
  const heard = eventOn(socket, SOCKET_EVENTS.newMessage);
  await as(client, apis.a).post(`/api/projects/${projectId}/messages`).send({ content: 'Later news' }).expect(201);
  await heard;
}

it("the firm's two-factor requirement saved through A closes the socket on B of a member who has not turned it on; B then refuses them", async () => {
  const firm = await createFirm(apis.a);
  const member = await inviteTeamMember(apis.a, firm);
  // B has read the firm's requirement (none) for this member's request.
  await as(member, apis.b).get('/api/projects').expect(200);
  const socket = await openSocket(apis.b, member);
  const closed = eventOn<string>(socket, 'disconnect', DISCONNECT_WITHIN_MS);
  await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, twoFactorRequiredForStaffFrom: todayUtc() }).expect(200);
  expect(await closed).toBe('io server disconnect');
  await expect(openSocket(apis.b, member)).rejects.toThrow(TWO_FACTOR_ENROLMENT_REQUIRED);
  const held = await as(member, apis.b).get('/api/projects').expect(403);
  expect(held.body.message).toBe(TWO_FACTOR_ENROLMENT_REQUIRED);
});

describe('need-to-know access on, the walled project has no assignee', () => {
  it("an admin demoted through A leaves the firm's room on B: the walled project's news sent through A stops reaching them", async () => {
    const firm = await createFirm(apis.a);
    const [admin, client] = await Promise.all([addAdmin(apis.a, firm), addClient(apis.a, firm)]);
    const walled = (await createProject(firm, client, { name: 'Walled matter' })).id;
    const theirs = (await createProject(firm, client, { name: 'Their matter', assigneeIds: [admin.id] })).id;
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    const socket = await openSocket(apis.b, admin);
    const closed = eventOn<string>(socket, 'disconnect', DISCONNECT_WITHIN_MS);
    await firm.owner.agent.put(`/api/team/members/${admin.id}/admin`).send({ isAdmin: false }).expect(200);
    expect(await closed).toBe('io server disconnect');

    const again = await openSocket(apis.b, admin);
    const ownerSocket = await openSocket(apis.b, firm.owner);
    const heard = recordEvents(again);
    const ownerHeard = eventOn(ownerSocket, SOCKET_EVENTS.newMessage);
    await as(client, apis.a).post(`/api/projects/${walled}/messages`).send({ content: 'After the demotion' }).expect(201);
    await ownerHeard;
    await heardLater(again, client, theirs);
    expect(messages(heard)).toEqual(['Later news']);
  });

  it('a member taken off a project through A stops hearing it on B', async () => {
    const firm = await createFirm(apis.a);
    const [member, client] = await Promise.all([inviteTeamMember(apis.a, firm), addClient(apis.a, firm)]);
    const project = (await createProject(firm, client, { name: 'Short matter', assigneeIds: [member.id] })).id;
    const stillTheirs = (await createProject(firm, client, { name: 'Long matter', assigneeIds: [member.id] })).id;
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    const socket = await openSocket(apis.b, member);
    const ownerSocket = await openSocket(apis.b, firm.owner);
    const beforeUnassigning = eventOn(socket, SOCKET_EVENTS.newMessage);
    await as(client, apis.a).post(`/api/projects/${project}/messages`).send({ content: 'While assigned' }).expect(201);
    expect(await beforeUnassigning).toMatchObject({ projectId: project });

    await firm.owner.agent.put(`/api/projects/${project}/assignees`).send({ assigneeIds: [] }).expect(200);
    const heard = recordEvents(socket);
    const ownerHeard = eventOn(ownerSocket, SOCKET_EVENTS.newMessage);
    await as(client, apis.a).post(`/api/projects/${project}/messages`).send({ content: 'After unassigning' }).expect(201);
    await ownerHeard;
    await heardLater(socket, client, stillTheirs);
    expect(messages(heard)).toEqual(['Later news']);
  });

  it("turning need-to-know access on through A closes a member's socket on B; back, they hear only their own projects", async () => {
    const firm = await createFirm(apis.a);
    const [member, client] = await Promise.all([inviteTeamMember(apis.a, firm), addClient(apis.a, firm)]);
    const walled = (await createProject(firm, client, { name: 'Walled matter' })).id;
    const theirs = (await createProject(firm, client, { name: 'Their matter', assigneeIds: [member.id] })).id;
    const socket = await openSocket(apis.b, member);
    const closed = eventOn<string>(socket, 'disconnect', DISCONNECT_WITHIN_MS);
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    expect(await closed).toBe('io server disconnect');

    const again = await openSocket(apis.b, member);
    const ownerSocket = await openSocket(apis.b, firm.owner);
    const heard = recordEvents(again);
    const ownerHeard = eventOn(ownerSocket, SOCKET_EVENTS.newMessage);
    await as(client, apis.a).post(`/api/projects/${walled}/messages`).send({ content: 'Walled news' }).expect(201);
    await ownerHeard;
    await heardLater(again, client, theirs);
    expect(messages(heard)).toEqual(['Later news']);
  });
});
