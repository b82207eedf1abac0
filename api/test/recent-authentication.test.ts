import { Secret, TOTP } from 'otpauth';
import { NO_PERMISSION } from '../src/session/current-user';
import { REAUTHENTICATION_REQUIRED, REAUTHENTICATION_REQUIRED_MESSAGE, TWO_FACTOR_CODE_PROMPT } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../src/auth/throttle';
import { RECENT_AUTHENTICATION_MS } from '../src/session/recent-authentication';
import { addAdmin, createFirm, inviteTeamMember, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

// Argon2id hashes for every account and each password given again: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

// The clock stands still unless a test moves it: sign-ins stamp this time, and staleness is this time moved on.
let at = new Date(Date.UTC(2026, 10, 2, 9, 0, 0));
const moveClock = (ms: number) => {
  at = new Date(at.getTime() + ms);
};
const STALE = RECENT_AUTHENTICATION_MS + 60_000;

let api: TestApi;
beforeAll(async () => {
  setClock(() => at);
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
  setClock();
});

const reauthenticate = (member: Pick<Member, 'agent'>, body: Record<string, unknown>) => member.agent.post('/api/user/reauthenticate').send(body);

/** The firm's audit trail entries of `action`, as its owner reads them. */
async function trail(firm: Firm, action: string): Promise<Array<{ object: { id: string } | null; detail: string | null }>> {
  return (await firm.owner.agent.get(`/api/audit-log?action=${action}`).expect(200)).body.entries;
}

/** Every sensitive call, made by the firm's owner about `admin`, a second admin `other` and `member`. */
function sensitiveCalls(owner: Member, admin: Member, member: Member) {
  return [
    () => owner.agent.post('/api/team/owner').send({ userId: admin.id }),
    () => owner.agent.put(`/api/team/members/${admin.id}/admin`).send({ isAdmin: false }),
    () => owner.agent.delete(`/api/team/members/${member.id}`),
    () => owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }),
    () => owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, twoFactorRequiredForStaffFrom: '2026-11-02' }),
    () => owner.agent.post('/api/organizations/webhook-token'),
    () => owner.agent.get('/api/audit-log/export.csv'),
  ];
}

describe('sensitive calls and the age of the password', () => {
  let firm: Firm;
  let admin: Member;
  let member: Member;
  let guessed: Member;
  beforeAll(async () => {
    firm = await createFirm(api);
    admin = await addAdmin(api, firm);
    guessed = await addAdmin(api, firm, { displayName: 'Guessed Admin' });
    member = await inviteTeamMember(api, firm);
  });

  it(`past ${RECENT_AUTHENTICATION_MS / 60_000} minutes after signing in, each answers 403 with the code and changes nothing; other calls go on`, async () => {
    const token = (await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    moveClock(STALE);
    for (const call of sensitiveCalls(firm.owner, admin, member)) {
      const refused = await call().expect(403);
      expect(refused.body).toEqual({ message: REAUTHENTICATION_REQUIRED_MESSAGE, code: REAUTHENTICATION_REQUIRED });
    }
    expect((await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken).toBe(token);
    const team = (await firm.owner.agent.get('/api/team/members').expect(200)).body as Array<{ id: string; isAdmin: boolean; role: string }>;
    expect(team.find((person) => person.id === admin.id)).toMatchObject({ isAdmin: true, role: 'team_member' });
    expect(team.find((person) => person.id === member.id)).toBeDefined();
    expect((await firm.owner.agent.get('/api/team/settings').expect(200)).body).toMatchObject({ needToKnowAccess: false, twoFactorRequiredForStaffFrom: null });
    await firm.owner.agent.post('/api/team/invitations').send({ email: 'newcomer@example.com' }).expect(201);
  });

  it('someone the call is not for hears NO_PERMISSION, not a request for their password', async () => {
    moveClock(STALE);
    const refused = await admin.agent.post('/api/team/owner').send({ userId: admin.id }).expect(403);
    expect(refused.body.code).toBeUndefined();
    const byMember = await member.agent.post('/api/organizations/webhook-token').expect(403);
    expect(byMember.body).toEqual({ message: NO_PERMISSION });
  });

  it('a wrong password is a 400 saying so, recorded, and leaves the session stale', async () => {
    moveClock(STALE);
    const wrong = await reauthenticate(firm.owner, { password: 'not the password' }).expect(400);
    expect(wrong.body).toEqual({ message: 'Password is incorrect', errors: { password: 'Password is incorrect' } });
    await firm.owner.agent.post('/api/organizations/webhook-token').expect(403);
    const failed = await trail(firm, 'identity.confirmation_failed');
    expect(failed[0]).toMatchObject({ object: expect.objectContaining({ id: firm.owner.id }), detail: 'Password is incorrect' });
    const empty = await reauthenticate(firm.owner, {}).expect(400);
    expect(empty.body.message).toBe('Password is required');
  });

  it('the right password makes the session fresh for the next minutes, recorded; then it is stale again', async () => {
    moveClock(STALE);
    const confirmed = await reauthenticate(firm.owner, { password: PASSWORD }).expect(200);
    expect(confirmed.body).toEqual({ ok: true, message: 'Confirmed: you can continue.' });
    expect((await trail(firm, 'identity.confirmed'))[0]).toMatchObject({ object: expect.objectContaining({ id: firm.owner.id }) });

    moveClock(RECENT_AUTHENTICATION_MS - 60_000);
    await firm.owner.agent.post('/api/organizations/webhook-token').expect(200);
    await firm.owner.agent.get('/api/audit-log/export.csv').expect(200);
    await firm.owner.agent.put(`/api/team/members/${admin.id}/admin`).send({ isAdmin: true }).expect(200);

    moveClock(2 * 60_000);
    const refused = await firm.owner.agent.post('/api/organizations/webhook-token').expect(403);
    expect(refused.body.code).toBe(REAUTHENTICATION_REQUIRED);
  });

  it('wrong passwords count as failed sign-ins: past the limit even the right one is refused with 429', async () => {
    moveClock(STALE);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      await reauthenticate(guessed, { password: `wrong ${attempt}` }).expect(400);
    }
    const throttled = await reauthenticate(guessed, { password: PASSWORD }).expect(429);
    expect(throttled.body.message).toMatch(/^Too many failed sign-in attempts/);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('GET /api/user/recent-authentication says whether they would go through now, for a download the browser makes', async () => {
    const person = await createFirm(api);
    await person.owner.agent.get('/api/user/recent-authentication').expect(200);
    moveClock(STALE);
    const refused = await person.owner.agent.get('/api/user/recent-authentication').expect(403);
    expect(refused.body).toEqual({ message: REAUTHENTICATION_REQUIRED_MESSAGE, code: REAUTHENTICATION_REQUIRED });
  });

  it('signed out, there is nothing to confirm: 401', async () => {
    await api.agent().post('/api/user/reauthenticate').send({ password: PASSWORD }).expect(401);
  });

  it('a fresh sign-in counts as giving the password: the ownership moves at once', async () => {
    moveClock(STALE);
    const login = await firm.owner.agent.post('/api/login').send({ username: firm.owner.username, password: PASSWORD }).expect(200);
    expect(login.body.user.id).toBe(firm.owner.id);
    await firm.owner.agent.post('/api/team/owner').send({ userId: admin.id }).expect(200);
    expect((await admin.agent.get('/api/user').expect(200)).body.user.role).toBe('organization');
  });
});

describe('with two-factor sign-in on', () => {
  const codeAt = (secret: string, time: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time.getTime() });
  let firm: Firm;
  let secret: string;
  beforeAll(async () => {
    firm = await createFirm(api);
    const setup = await firm.owner.agent.post('/api/user/two-factor/setup').expect(200);
    secret = setup.body.secret;
    await firm.owner.agent.post('/api/user/two-factor/enable').send({ code: codeAt(secret, at) }).expect(200);
  });

  it('the password alone is not enough: the code is asked for, a wrong one refused, the right one makes the session fresh', async () => {
    moveClock(STALE);
    const noCode = await reauthenticate(firm.owner, { password: PASSWORD }).expect(400);
    expect(noCode.body).toEqual({ message: TWO_FACTOR_CODE_PROMPT, errors: { code: TWO_FACTOR_CODE_PROMPT } });
    const wrongCode = await reauthenticate(firm.owner, { password: PASSWORD, code: codeAt(secret, new Date(at.getTime() + 10 * 60_000)) }).expect(401);
    expect(wrongCode.body.errors).toEqual({ code: expect.stringMatching(/^That code is not right/) });
    const wrongPassword = await reauthenticate(firm.owner, { password: 'not it', code: codeAt(secret, at) }).expect(400);
    expect(wrongPassword.body.errors).toEqual({ password: 'Password is incorrect' });
    await firm.owner.agent.post('/api/organizations/webhook-token').expect(403);

    await reauthenticate(firm.owner, { password: PASSWORD, code: codeAt(secret, at) }).expect(200);
    await firm.owner.agent.post('/api/organizations/webhook-token').expect(200);
  });
});
