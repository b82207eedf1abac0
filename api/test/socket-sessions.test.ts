import { USER_ACTIVE_HEADER } from '@clientline/contracts/session-hint';
import { setClock } from '../src/clock/clock';
import { emitToUser } from '../src/realtime/hub';
import { recheckSocketSessions } from '../src/realtime/socket-server';
import { closeSockets, createFirm, eventOn, inviteClient, openSocket, signIn, type Firm } from './fixtures';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

// A socket never outlives the session it was opened with.
let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
});
afterEach(() => {
  closeSockets();
  setClock();
});
afterAll(() => api.stop());

const HOUR = 60 * 60 * 1000;
/** The session id a Cookie header carries. */
const sessionIdOf = (cookie: string) => decodeURIComponent(/clientline\.sid=([^;]+)/.exec(cookie)![1]!);
const later = (ms: number) => () => new Date(Date.now() + ms);

/** The same browser (cookie jar), signed in as the firm's owner, with a socket open on that session. */
async function ownerBrowserWithSocket() {
  const browser = await signIn(api, firm.owner.username);
  const socket = await openSocket(api, browser);
  return { ...browser, socket, closed: eventOn<string>(socket, 'disconnect') };
}

describe('a session replaced in the same browser closes its sockets', () => {
  it("signing in as someone else: the old session's socket is closed", async () => {
    const { agent, socket, closed } = await ownerBrowserWithSocket();
    const other = await registerOrganization(api.agent());
    await agent.post('/api/login').send({ username: other.username, password: PASSWORD }).expect(200);
    expect(await closed).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });

  it('registering while signed in', async () => {
    const { agent, closed } = await ownerBrowserWithSocket();
    await agent
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'organization', displayName: 'New', organizationName: `Other ${uniqueEmail()}` })
      .expect(201);
    expect(await closed).toBe('io server disconnect');
  });

  it("setting a password from a client's access link", async () => {
    const { agent, closed } = await ownerBrowserWithSocket();
    const client = await inviteClient(firm);
    await agent.post('/api/change-password').send({ currentPassword: client.token, newPassword: PASSWORD }).expect(200);
    expect(await closed).toBe('io server disconnect');
  });

  it("signing in again as the same person keeps nobody else's socket open: only the replaced session's", async () => {
    const elsewhere = await signIn(api, firm.owner.username);
    const otherSocket = await openSocket(api, elsewhere);
    const { agent, closed } = await ownerBrowserWithSocket();
    await agent.post('/api/login').send({ username: firm.owner.username, password: PASSWORD }).expect(200);
    await closed;
    const stillHears = eventOn(otherSocket, 'notification');
    emitToUser(firm.owner.id, 'notification', { id: 'n1' });
    expect(await stillHears).toEqual({ id: 'n1' });
  });
});

describe('sessions that end without a request', () => {
  it('the minute re-check closes the socket of an expired session (7 days)', async () => {
    const { socket, closed } = await ownerBrowserWithSocket();
    expect(await recheckSocketSessions()).toBe(0);
    expect(socket.connected).toBe(true);
    setClock(later(7 * 24 * HOUR + 1000));
    // Kept active within its idle timeout is no help once the session's 7 days are over.
    expect(await recheckSocketSessions()).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe('io server disconnect');
  });

  it('the minute re-check closes the socket of a session deleted by another process (sign out everywhere)', async () => {
    const { socket, closed } = await ownerBrowserWithSocket();
    const { SessionModel } = await import('../src/session/model');
    const sessionId = sessionIdOf(socket.io.opts.extraHeaders!.cookie!);
    await SessionModel.deleteOne({ _id: sessionId });
    await recheckSocketSessions();
    expect(await closed).toBe('io server disconnect');
  });
});

describe('idle timeout', () => {
  it("a staff session unused 12 hours is signed out and its socket closed; one used within them is not", async () => {
    const active = await signIn(api, firm.owner.username);
    const { agent, closed } = await ownerBrowserWithSocket();
    setClock(later(11 * HOUR));
    await active.agent.get('/api/user').set(USER_ACTIVE_HEADER, '1').expect(200);
    setClock(later(12 * HOUR + 60_000));
    await active.agent.get('/api/user').expect(200);
    await recheckSocketSessions();
    expect(await closed).toBe('io server disconnect');
    expect((await agent.get('/api/user').expect(401)).body.message).toBe('Please log in to continue');
  });

  it('a tab left open idles out though it polls: only a read its person made, or a write, is use', async () => {
    const polling = await signIn(api, firm.owner.username);
    const reading = await signIn(api, firm.owner.username);
    const writing = await signIn(api, firm.owner.username);
    for (const hours of [4, 8, 11.5]) {
      setClock(later(hours * HOUR));
      await polling.agent.get('/api/notifications').expect(200);
      await reading.agent.get('/api/notifications').set(USER_ACTIVE_HEADER, '1').expect(200);
      await writing.agent.post('/api/notifications/mark-read').send({ ids: [] }).expect(200);
    }
    setClock(later(12 * HOUR + 60_000));
    expect((await polling.agent.get('/api/notifications').expect(401)).body.message).toBe('Please log in to continue');
    await reading.agent.get('/api/user').expect(200);
    await writing.agent.get('/api/user').expect(200);
  });

  it("saving a session (koa-session renews one that a poll reads in its second half) is no use of it", async () => {
    const { databaseSessionStore } = await import('../src/session/store');
    const { SessionModel } = await import('../src/session/model');
    const { agent, cookie } = await signIn(api, firm.owner.username);
    const sessionId = sessionIdOf(cookie);
    const lastUse = (await SessionModel.findById(sessionId).lean())!.lastActiveAt;
    setClock(later(11 * HOUR));
    await databaseSessionStore.set(sessionId, (await databaseSessionStore.get(sessionId))!, 7 * 24 * HOUR);
    expect((await SessionModel.findById(sessionId).lean())!.lastActiveAt).toEqual(lastUse);
    setClock(later(12 * HOUR + 60_000));
    await agent.get('/api/notifications').expect(401);
  });

  it('a request on an idle session ends it: signed out even when the clock is back', async () => {
    const { agent, closed } = await ownerBrowserWithSocket();
    setClock(later(13 * HOUR));
    await agent.get('/api/user').expect(401);
    expect(await closed).toBe('io server disconnect');
    setClock();
    await agent.get('/api/user').expect(401);
  });

  it('someone back after their session idled out signs in again, or logs out, in that same browser', async () => {
    const { agent } = await ownerBrowserWithSocket();
    setClock(later(13 * HOUR));
    // The request that finds the session idle ends it before the route runs: both must still answer.
    await agent.post('/api/login').send({ username: firm.owner.username, password: PASSWORD }).expect(200);
    await agent.get('/api/user').expect(200);
    setClock(later(26 * HOUR));
    expect((await agent.post('/api/logout').expect(200)).body).toEqual({ ok: true, message: 'Logged out' });
    await agent.get('/api/user').expect(401);
  });

  it('the firm sets the idle timeout of its staff; GET and PUT /api/team/settings answer it', async () => {
    const own = await createFirm(api);
    expect((await own.owner.agent.get('/api/team/settings').expect(200)).body).toEqual({ needToKnowAccess: false, sessionIdleMinutes: 720, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null });
    const saved = await own.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, sessionIdleMinutes: 30 }).expect(200);
    expect(saved.body.settings).toEqual({ needToKnowAccess: false, sessionIdleMinutes: 30, twoFactorRequiredForStaffFrom: null, twoFactorRequiredForClientsFrom: null });
    // A PUT without it (the need-to-know switch) keeps it.
    await own.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false }).expect(200);
    expect((await own.owner.agent.get('/api/team/settings').expect(200)).body.sessionIdleMinutes).toBe(30);

    setClock(later(29 * 60_000));
    await own.owner.agent.get('/api/user').expect(200);
    setClock(later(29 * 60_000 + 31 * 60_000));
    await own.owner.agent.get('/api/user').expect(401);
  });

  it('refuses an idle timeout under 15 minutes or over 7 days with a message', async () => {
    const own = await createFirm(api);
    const short = await own.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, sessionIdleMinutes: 5 }).expect(400);
    expect(short.body.message).toMatch(/at least 15 minutes/);
    await own.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, sessionIdleMinutes: 10081 }).expect(400);
  });

  it("a client's session keeps its own 12 hours whatever the firm set for its staff", async () => {
    const own = await createFirm(api);
    await own.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, sessionIdleMinutes: 15 }).expect(200);
    const invited = await inviteClient(own);
    const client = api.agent();
    await client.post('/api/change-password').send({ currentPassword: invited.token, newPassword: PASSWORD }).expect(200);
    setClock(later(60 * 60_000));
    await client.get('/api/user').expect(200);
    setClock(later(60 * 60_000 + 12 * HOUR + 60_000));
    await client.get('/api/user').expect(401);
  });

  it('a socket cannot be opened on an idle session', async () => {
    const browser = await signIn(api, firm.owner.username);
    setClock(later(13 * HOUR));
    await expect(openSocket(api, browser)).rejects.toThrow('Please log in to continue');
  });
});

