import { SOCKET_EVENTS, TWO_FACTOR_ENROLMENT_REQUIRED } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { recheckSocketSessions } from '../src/realtime/socket-server';
import { addAdmin, addClient, closeSockets, createFirm, createProject, drain, eventOn, inviteTeamMember, openSocket, recordEvents, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * A socket hears only what its person may read now. A session that must turn
 * two-factor sign-in on first gets no socket, and a change of what someone may see closes their sockets.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => {
  closeSockets();
  setClock();
});
afterAll(() => api.stop());

const todayUtc = () => new Date().toISOString().slice(0, 10);
const requireTwoFactor = (firm: Firm, settings: { twoFactorRequiredForStaffFrom?: string; twoFactorRequiredForClientsFrom?: string }) =>
  firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, ...settings }).expect(200);

describe("the firm's two-factor requirement covers the socket", () => {
  it('refuses the handshake of a client or member who must still turn two-factor sign-in on', async () => {
    const firm = await createFirm(api);
    const [client, member] = await Promise.all([addClient(api, firm), inviteTeamMember(api, firm)]);
    await requireTwoFactor(firm, { twoFactorRequiredForClientsFrom: todayUtc() });
    await expect(openSocket(api, client)).rejects.toThrow(TWO_FACTOR_ENROLMENT_REQUIRED);
    // Staff are not required yet: their socket opens.
    await openSocket(api, member);
  });

  it('saving the requirement closes the open sockets of those it now applies to, and only theirs', async () => {
    const firm = await createFirm(api);
    const [client, member] = await Promise.all([addClient(api, firm), inviteTeamMember(api, firm)]);
    const [memberSocket, clientSocket] = await Promise.all([openSocket(api, member), openSocket(api, client)]);
    const closed = eventOn<string>(memberSocket, 'disconnect');
    await requireTwoFactor(firm, { twoFactorRequiredForStaffFrom: todayUtc() });
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(api, member)).rejects.toThrow(TWO_FACTOR_ENROLMENT_REQUIRED);
    await drain(clientSocket, client.id);
    expect(clientSocket.connected).toBe(true);
  });

  it('a requirement saved for a later day closes the sockets still open when that day comes (the minute re-check)', async () => {
    let at = new Date('2026-11-02T23:00:00Z');
    setClock(() => at);
    const firm = await createFirm(api);
    const client = await addClient(api, firm);
    const socket = await openSocket(api, client);
    await requireTwoFactor(firm, { twoFactorRequiredForClientsFrom: '2026-11-03' });
    expect(await recheckSocketSessions()).toBe(0);
    expect(socket.connected).toBe(true);

    const closed = eventOn<string>(socket, 'disconnect');
    at = new Date('2026-11-03T00:30:00Z');
    expect(await recheckSocketSessions()).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('a change of what someone may see closes their sockets', () => {
  it("an admin demoted while need-to-know access is on leaves the firm's room: the walled project's news stops", async () => {
    const firm = await createFirm(api);
    const [admin, client] = await Promise.all([addAdmin(api, firm), addClient(api, firm)]);
    const walled = (await createProject(firm, client, { name: 'Walled matter' })).id;
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    const socket = await openSocket(api, admin);
    const heard = eventOn(socket, SOCKET_EVENTS.newMessage);
    await firm.owner.agent.post(`/api/projects/${walled}/messages`).send({ content: 'While an admin' }).expect(201);
    expect(await heard).toMatchObject({ projectId: walled });

    const closed = eventOn<string>(socket, 'disconnect');
    await firm.owner.agent.put(`/api/team/members/${admin.id}/admin`).send({ isAdmin: false }).expect(200);
    expect(await closed).toBe('io server disconnect');

    // The page's handshake again: into their own rooms only.
    const again = await openSocket(api, admin);
    const events = recordEvents(again);
    await firm.owner.agent.post(`/api/projects/${walled}/messages`).send({ content: 'After the demotion' }).expect(201);
    await drain(again, admin.id);
    expect(events.filter(({ event }) => event === SOCKET_EVENTS.newMessage)).toEqual([]);
  });

  it("a member made an admin while need-to-know access is on joins the firm's room at once", async () => {
    const firm = await createFirm(api);
    const [member, client] = await Promise.all([inviteTeamMember(api, firm), addClient(api, firm)]);
    const walled = (await createProject(firm, client, { name: 'Walled matter' })).id;
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    const socket = await openSocket(api, member);
    const closed = eventOn<string>(socket, 'disconnect');
    await firm.owner.agent.put(`/api/team/members/${member.id}/admin`).send({ isAdmin: true }).expect(200);
    expect(await closed).toBe('io server disconnect');

    const again = await openSocket(api, member);
    const heard = eventOn(again, SOCKET_EVENTS.newMessage);
    await firm.owner.agent.post(`/api/projects/${walled}/messages`).send({ content: 'Now an admin' }).expect(201);
    expect(await heard).toMatchObject({ projectId: walled });
  });
});
