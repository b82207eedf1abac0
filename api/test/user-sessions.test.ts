import { USER_ACTIVE_HEADER } from '@clientline/contracts/session-hint';
import type { UserSession } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { closeSockets, cookieOf, createFirm, eventOn, openSocket } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

// Sessions the user controls: the list of places a person is signed in, and ending them.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => {
  closeSockets();
  setClock();
});
afterAll(() => api.stop());

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HOUR = 60 * 60 * 1000;

/** A browser signed in as `username`, sending `userAgent` (as a real browser sends it with every request). */
async function browser(username: string, userAgent: string) {
  const agent = api.agent();
  const login = await agent.post('/api/login').set('User-Agent', userAgent).send({ username, password: PASSWORD }).expect(200);
  return { agent, cookie: cookieOf(login), userAgent };
}

async function sessionsSeenBy(signedIn: Awaited<ReturnType<typeof browser>>): Promise<UserSession[]> {
  return (await signedIn.agent.get('/api/user/sessions').set('User-Agent', signedIn.userAgent).expect(200)).body.sessions;
}

describe('GET /api/user/sessions', () => {
  it("lists the person's browsers with device, browser, address and times, the asking one current and first", async () => {
    const firm = await createFirm(api);
    const laptop = await browser(firm.owner.username, CHROME_ON_WINDOWS);
    const phone = await browser(firm.owner.username, SAFARI_ON_IPHONE);

    const sessions = await sessionsSeenBy(phone);
    expect(sessions[0]).toMatchObject({ browser: 'Safari', device: 'iOS', current: true });
    const chrome = sessions.find((session) => session.browser === 'Chrome');
    expect(chrome).toMatchObject({ device: 'Windows', current: false, address: '127.0.0.1' });
    expect(new Date(chrome!.signedInAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(chrome!.lastActiveAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    // The id names the session without being its secret (the cookie's value).
    for (const session of sessions) expect(laptop.cookie + phone.cookie).not.toContain(session.id);

    // From the laptop, the laptop is the current one.
    const seenFromLaptop = await sessionsSeenBy(laptop);
    expect(seenFromLaptop[0]).toMatchObject({ id: chrome!.id, current: true });
  });

  it('leaves out a session idle past its timeout (12 hours for staff)', async () => {
    const firm = await createFirm(api);
    const kept = await browser(firm.owner.username, CHROME_ON_WINDOWS);
    await browser(firm.owner.username, SAFARI_ON_IPHONE);
    const start = Date.now();
    setClock(() => new Date(start + 11 * HOUR));
    await kept.agent.get('/api/user').set(USER_ACTIVE_HEADER, '1').expect(200);
    setClock(() => new Date(start + 13 * HOUR));
    const sessions = await sessionsSeenBy(kept);
    expect(sessions.map((session) => session.browser)).toEqual(['Chrome']);
  });

  it('is for someone signed in', async () => {
    expect((await api.agent().get('/api/user/sessions').expect(401)).body.message).toBe('Please log in to continue');
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it("signs that browser out: its next request is 401 and its socket closes; this browser stays signed in", async () => {
    const firm = await createFirm(api);
    const laptop = await browser(firm.owner.username, CHROME_ON_WINDOWS);
    const phone = await browser(firm.owner.username, SAFARI_ON_IPHONE);
    const phoneSocket = await openSocket(api, phone);
    const phoneSocketClosed = eventOn<string>(phoneSocket, 'disconnect');

    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => session.browser === 'Safari')!;
    const answer = await laptop.agent.delete(`/api/user/sessions/${phoneSession.id}`).expect(200);
    expect(answer.body).toMatchObject({ ok: true, ended: 1 });

    expect(await phoneSocketClosed).toBe('io server disconnect');
    expect((await phone.agent.get('/api/user').expect(401)).body.message).toBe('Please log in to continue');
    await laptop.agent.get('/api/user').expect(200);
    expect((await sessionsSeenBy(laptop)).map((session) => session.id)).not.toContain(phoneSession.id);

    // The firm's audit trail names it as the list did, by its public id.
    const [entry] = (await laptop.agent.get('/api/audit-log?action=session.ended').expect(200)).body.entries;
    expect(entry).toEqual(expect.objectContaining({ object: { type: 'session', id: phoneSession.id, name: 'Safari on iOS' } }));

    // Again: it has ended.
    const again = await laptop.agent.delete(`/api/user/sessions/${phoneSession.id}`).expect(404);
    expect(again.body.message).toBe('This session has already ended');
  });

  it("cannot end another person's session", async () => {
    const firm = await createFirm(api);
    const other = await createFirm(api);
    const theirs = await browser(other.owner.username, CHROME_ON_WINDOWS);
    const theirSession = (await sessionsSeenBy(theirs))[0]!;
    const mine = await browser(firm.owner.username, SAFARI_ON_IPHONE);

    expect((await mine.agent.delete(`/api/user/sessions/${theirSession.id}`).expect(404)).body.message).toBe('This session has already ended');
    await theirs.agent.get('/api/user').expect(200);
  });

  it('ending the asking session is a logout', async () => {
    const firm = await createFirm(api);
    const laptop = await browser(firm.owner.username, CHROME_ON_WINDOWS);
    const socket = await openSocket(api, laptop);
    const closed = eventOn<string>(socket, 'disconnect');
    const current = (await sessionsSeenBy(laptop))[0]!;
    await laptop.agent.delete(`/api/user/sessions/${current.id}`).expect(200);
    expect(await closed).toBe('io server disconnect');
    await laptop.agent.get('/api/user').expect(401);
  });
});

describe('POST /api/user/sessions/end-others', () => {
  it('signs every other browser out, keeps this one, and says how many', async () => {
    const firm = await createFirm(api);
    const laptop = await browser(firm.owner.username, CHROME_ON_WINDOWS);
    const phone = await browser(firm.owner.username, SAFARI_ON_IPHONE);
    const phoneSocket = await openSocket(api, phone);
    const phoneSocketClosed = eventOn<string>(phoneSocket, 'disconnect');

    // The phone, and the browsers createFirm registered and signed in with.
    const answer = await laptop.agent.post('/api/user/sessions/end-others').expect(200);
    expect(answer.body).toEqual({ ok: true, message: 'Signed out of 3 other sessions', ended: 3 });

    expect(await phoneSocketClosed).toBe('io server disconnect');
    await phone.agent.get('/api/user').expect(401);
    await firm.owner.agent.get('/api/user').expect(401);
    await laptop.agent.get('/api/user').expect(200);
    expect(await sessionsSeenBy(laptop)).toEqual([expect.objectContaining({ browser: 'Chrome', current: true })]);
  });
});
