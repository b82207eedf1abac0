import { io as connect, type Socket } from 'socket.io-client';
import { addClient, closeSockets, createFirm, createProject, drain, joinFirm, nextEvent, openSocket, recordEvents, signIn, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

/**
 * What sockets.test.ts and webhooks.test.ts leave out: forged or stale cookies and look-alike
 * origins, a forged `{type: 'auth'}` message followed by real events of another firm (webhook,
 * chat, notification), and which sockets logout and a password change close.
 */
let api: TestApi;
let firmA: Firm;
let firmB: Firm;
let clientA: Member;
let clientB: Member;
let projectB: string;
let tokenB: string;
const refusedSockets: Socket[] = [];
beforeAll(async () => {
  api = await startTestApi();
  [firmA, firmB] = await Promise.all([createFirm(api), createFirm(api)]);
  [clientA, clientB] = await Promise.all([addClient(api, firmA), addClient(api, firmB)]);
  await createProject(firmA, clientA);
  projectB = (await createProject(firmB, clientB)).id;
  tokenB = (await firmB.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
});
afterEach(() => {
  closeSockets();
  refusedSockets.splice(0).forEach((socket) => socket.close());
});
afterAll(() => api.stop());

/** 'connected' or 'refused: <reason>'. */
function handshake(headers: Record<string, string>): Promise<string> {
  const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: headers, reconnection: false });
  refusedSockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });
}

/** A second, independent sign-in of the same account (another browser). */
async function signInAgain(member: Member): Promise<Member> {
  return { ...member, ...(await signIn(api, member.username)) };
}

describe('the handshake refuses what does not prove a live session from this origin', () => {
  it('refuses a session cookie without its signature or with a forged one', async () => {
    const sessionCookie = firmA.owner.cookie.split('; ').find((part) => part.startsWith('clientline.sid='))!;
    expect(await handshake({ cookie: sessionCookie })).toBe('refused: Please log in to continue');
    expect(await handshake({ cookie: `${sessionCookie}; clientline.sid.sig=forged` })).toBe('refused: Please log in to continue');
  });

  it('refuses the cookie of a session that logged out', async () => {
    const session = await signInAgain(clientA);
    expect(await handshake({ cookie: session.cookie })).toBe('connected');
    await session.agent.post('/api/logout').expect(200);
    expect(await handshake({ cookie: session.cookie })).toBe('refused: Please log in to continue');
  });

  it.each(['null', 'http://127.0.0.1.evil.example', 'http://evil.example/http://127.0.0.1'])('refuses the origin %s', async (origin) => {
    expect(await handshake({ cookie: firmA.owner.cookie, origin })).toMatch(/^refused/);
  });
});

describe("a forged {type: 'auth'} message gets nothing of another firm", () => {
  it("leaves a firm's and a client's sockets deaf to the other firm's webhooks, chat and notifications", async () => {
    const [ownerSocket, clientSocket, ownerBSocket] = await Promise.all([
      openSocket(api, firmA.owner),
      openSocket(api, clientA),
      openSocket(api, firmB.owner),
    ]);
    const heardByOwnerA = recordEvents(ownerSocket);
    const heardByClientA = recordEvents(clientSocket);

    ownerSocket.send({ type: 'auth', user: { id: firmB.owner.id, organizationId: firmB.organizationId, role: 'organization' } });
    clientSocket.send({ type: 'auth', user: { id: clientB.id, organizationId: firmB.organizationId, role: 'client' } });
    await Promise.all([nextEvent(ownerSocket, 'authenticated'), nextEvent(clientSocket, 'authenticated')]);

    const bHeardItsWebhook = nextEvent(ownerBSocket, 'webhook_request_processed');
    await api.agent().post('/api/webhooks/incoming').send({ type: 'lead', content: 'For B only', token: tokenB }).expect(201);
    await bHeardItsWebhook;
    await clientB.agent.post(`/api/projects/${projectB}/messages`).send({ content: 'B chat' }).expect(201);
    await firmB.owner.agent.post('/api/notifications').send({ type: 'milestone_updated', projectId: projectB, title: 'B news' }).expect(201);

    await Promise.all([drain(ownerSocket, firmA.owner.id), drain(clientSocket, clientA.id)]);
    expect(heardByOwnerA.map(({ event, payload }) => [event, payload])).toEqual([
      ['authenticated', { userId: firmA.owner.id, role: 'organization', organizationId: firmA.organizationId }],
      ['probe', {}],
    ]);
    expect(heardByClientA.map(({ event, payload }) => [event, payload])).toEqual([
      ['authenticated', { userId: clientA.id, role: 'client', organizationId: firmA.organizationId }],
      ['probe', {}],
    ]);
  });
});

describe('which sockets are closed', () => {
  it("logout closes that session's sockets only, not the same user's other sessions", async () => {
    const laptop = await signInAgain(firmA.owner);
    const phone = await signInAgain(firmA.owner);
    const [laptopSocket, phoneSocket] = await Promise.all([openSocket(api, laptop), openSocket(api, phone)]);
    const phoneEvents = recordEvents(phoneSocket);

    const laptopClosed = nextEvent<string>(laptopSocket, 'disconnect');
    await laptop.agent.post('/api/logout').expect(200);
    expect(await laptopClosed).toBe('io server disconnect');
    await drain(phoneSocket, firmA.owner.id);
    expect(phoneSocket.connected).toBe(true);
    expect(phoneEvents.map(({ event }) => event)).toEqual(['probe']);
  });

  it("a password change closes the user's other sessions' sockets and keeps the one that changed it", async () => {
    const member = await joinFirm(api, firmA, 'team_member');
    const other = await signInAgain(member);
    const [ownSocket, otherSocket] = await Promise.all([openSocket(api, member), openSocket(api, other)]);

    const otherClosed = nextEvent<string>(otherSocket, 'disconnect');
    await member.agent.post('/api/change-password').send({ currentPassword: PASSWORD, newPassword: 'another long passphrase' }).expect(200);
    expect(await otherClosed).toBe('io server disconnect');
    await drain(ownSocket, member.id);
    expect(ownSocket.connected).toBe(true);
    expect(await handshake({ cookie: other.cookie })).toBe('refused: Please log in to continue');
  });
});
