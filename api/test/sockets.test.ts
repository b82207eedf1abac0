import { io as connect, type Socket } from 'socket.io-client';
import { ROOMS_JOINED_EVENT } from '@clientline/contracts/session-hint';
import { emitToOrganizationAndUsers, emitToUser } from '../src/realtime/hub';
import { cookieOf, nextEvent, signIn } from './fixtures';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
const sockets: Socket[] = [];
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
afterAll(() => api.stop());

function openSocket(headers: Record<string, string>): Socket {
  const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: headers, reconnection: false });
  sockets.push(socket);
  return socket;
}

/** Resolves with 'connected' (once the socket is in its rooms) or the refusal message. */
function handshake(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once(ROOMS_JOINED_EVENT, () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });
}

async function signedInCookie(): Promise<{ cookie: string; user: { id: string; organizationId: string; organizationSlug: string } }> {
  const agent = api.agent();
  const response = await agent
    .post('/api/register')
    .send({ username: uniqueEmail(), password: PASSWORD, role: 'organization', displayName: 'Owner', organizationName: `Socket Firm ${uniqueEmail()}` })
    .expect(201);
  return { cookie: cookieOf(response), user: response.body.user };
}

describe('socket handshake at /ws', () => {
  it('refuses a connection without a session cookie', async () => {
    expect(await handshake(openSocket({}))).toBe('refused: Please log in to continue');
  });

  it('refuses a browser from a foreign origin even with a valid cookie', async () => {
    const { cookie } = await signedInCookie();
    const result = await handshake(openSocket({ cookie, origin: 'https://evil.example' }));
    expect(result).toMatch(/^refused/);
  });

  it('accepts the session cookie from the same origin', async () => {
    const { cookie } = await signedInCookie();
    expect(await handshake(openSocket({ cookie, origin: api.baseUrl }))).toBe('connected');
  });
});

describe('rooms and identity', () => {
  it("delivers organization events to that organization's staff only, and user events to that user only", async () => {
    const a = await signedInCookie();
    const b = await signedInCookie();
    const socketA = openSocket({ cookie: a.cookie });
    const socketB = openSocket({ cookie: b.cookie });
    await Promise.all([handshake(socketA), handshake(socketB)]);

    const receivedByB: string[] = [];
    socketB.onAny((event) => receivedByB.push(event));
    const toA = nextEvent(socketA, 'new_webhook_request');
    emitToOrganizationAndUsers(a.user.organizationId, [], 'new_webhook_request', { id: 'r1' });
    expect(await toA).toEqual({ id: 'r1' });

    const personal = nextEvent(socketA, 'notification');
    emitToUser(a.user.id, 'notification', { id: 'n1' });
    expect(await personal).toEqual({ id: 'n1' });

    // B's own event arrives after A's would have: by then B must have seen nothing of A's.
    const toB = nextEvent(socketB, 'new_webhook_request');
    emitToOrganizationAndUsers(b.user.organizationId, [], 'new_webhook_request', { id: 'r2' });
    await toB;
    expect(receivedByB).toEqual(['new_webhook_request']);
  });

  it("answers a forged {type: 'auth', user} message with the session's own identity", async () => {
    const a = await signedInCookie();
    const b = await signedInCookie();
    const socketA = openSocket({ cookie: a.cookie });
    await handshake(socketA);

    const confirmation = nextEvent(socketA, 'authenticated');
    socketA.send({ type: 'auth', user: { id: b.user.id, organizationId: b.user.organizationId, role: 'organization' } });
    expect(await confirmation).toEqual({ userId: a.user.id, role: 'organization', organizationId: a.user.organizationId });

    const receivedByA: string[] = [];
    socketA.onAny((event) => receivedByA.push(event));
    const socketB = openSocket({ cookie: b.cookie });
    await handshake(socketB);
    const toB = nextEvent(socketB, 'new_webhook_request');
    emitToOrganizationAndUsers(b.user.organizationId, [], 'new_webhook_request', { id: 'secret' });
    await toB;
    expect(receivedByA).toEqual([]);
  });

  it("keeps a pending team member out of the organization's room", async () => {
    const firm = await signedInCookie();
    const member = await api
      .agent()
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'team_member', displayName: 'Pat', organizationName: firm.user.organizationSlug })
      .expect(201);
    const ownerSocket = openSocket({ cookie: firm.cookie });
    const memberSocket = openSocket({ cookie: cookieOf(member) });
    await Promise.all([handshake(ownerSocket), handshake(memberSocket)]);

    const receivedByMember: string[] = [];
    memberSocket.onAny((event) => receivedByMember.push(event));
    const toOwner = nextEvent(ownerSocket, 'new_webhook_request');
    emitToOrganizationAndUsers(firm.user.organizationId, [], 'new_webhook_request', { id: 'r3' });
    await toOwner;
    // The member's own event arrives after the organization's would have.
    const toMember = nextEvent(memberSocket, 'notification');
    emitToUser(member.body.user.id, 'notification', { id: 'n2' });
    await toMember;
    expect(receivedByMember).toEqual(['notification']);
  });

  it('disconnects the sockets of a session at logout', async () => {
    const { username } = await registerOrganization(api.agent());
    const { agent, cookie } = await signIn(api, username);
    const socket = openSocket({ cookie });
    await handshake(socket);

    const disconnected = nextEvent<string>(socket, 'disconnect');
    await agent.post('/api/logout').expect(200);
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe("engine.io's own answers at /ws", () => {
  const expectHardened = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('no-store');
  };

  it('carry the security headers: a polling handshake and the refusal of a foreign origin', async () => {
    const polling = await fetch(`${api.baseUrl}/ws/?EIO=4&transport=polling`);
    expect(polling.status).toBe(200);
    expectHardened(Object.fromEntries(polling.headers));
    const refused = await fetch(`${api.baseUrl}/ws/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expectHardened(Object.fromEntries(refused.headers));
  });

  it('carry them on the WebSocket upgrade', async () => {
    const { request } = await import('node:http');
    const upgraded = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const asking = request(`${api.baseUrl}/ws/?EIO=4&transport=websocket`, {
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
      });
      asking.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.headers);
      });
      asking.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
      asking.on('error', reject);
      asking.end();
    });
    expectHardened(upgraded);
  });
});
