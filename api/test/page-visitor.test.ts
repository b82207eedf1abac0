import { now } from '../src/clock/clock';
import { addClient, createFirm, signIn, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

// The host's server asks who opens each page; the api answers from the cookie alone, of that person only.
let api: TestApi;
let firm: Firm;

beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
}, 30_000);
afterAll(() => api.stop());

describe('GET /api/page-visitor', () => {
  it('says signed out to a visitor without a session, and to a cookie whose session has ended', async () => {
    const signedOut = { audience: 'anonymous', user: null, changesToken: null, mustEnrolInTwoFactor: false };
    await api.agent().get('/api/page-visitor').expect(200, signedOut);
    const { agent, cookie } = await signIn(api, firm.owner.username);
    await agent.post('/api/logout').expect(200);
    await api.agent().get('/api/page-visitor').set('Cookie', cookie).expect(200, signedOut);
  });

  it("gives a signed-in person their role, their account as GET /api/user does and their own change token, and neither renews nor touches the session's cookie", async () => {
    const client = await addClient(api, firm);
    const owner = await firm.owner.agent.get('/api/page-visitor').expect(200);
    const answer = await client.agent.get('/api/page-visitor').expect(200);
    expect(owner.body).toMatchObject({ audience: 'organization', mustEnrolInTwoFactor: false });
    expect(answer.body).toMatchObject({ audience: 'client', mustEnrolInTwoFactor: false });
    expect(answer.body.user).toEqual((await client.agent.get('/api/user').expect(200)).body.user);
    expect(owner.body.user.username).toBe(firm.owner.username);
    expect(answer.body.changesToken).toEqual(expect.any(String));
    expect(answer.body.changesToken).not.toBe(owner.body.changesToken);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('says when someone must turn two-factor sign-in on before anything else', async () => {
    const client = await addClient(api, firm, { displayName: 'Rita Required' });
    const today = now().toISOString().slice(0, 10);
    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false, twoFactorRequiredForClientsFrom: today }).expect(200);
    const answer = await client.agent.get('/api/page-visitor').expect(200);
    expect(answer.body).toMatchObject({ audience: 'client', mustEnrolInTwoFactor: true });
  });
});
