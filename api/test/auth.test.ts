import mongoose from 'mongoose';
import supertest from 'supertest';
import { hashPassword } from '../src/auth/passwords';
import { createAccessToken } from '../src/auth/tokens';
import { User } from '../src/users/model';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

function sessionCookie(response: { headers: Record<string, unknown> }): string[] {
  return (response.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]);
}

/** A client user of the organization, the way the clients domain creates one (temporary password + access link). */
async function createClientUser(organizationId: string, options: { expired?: boolean } = {}) {
  const access = createAccessToken(options.expired ? new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) : new Date());
  const username = uniqueEmail('client');
  await User.create({
    username,
    passwordHash: await hashPassword('temporary-password-123'),
    role: 'client',
    displayName: 'Chris Client',
    organizationId: new mongoose.Types.ObjectId(organizationId),
    requiresPasswordChange: true,
    accessTokenHash: access.tokenHash,
    accessTokenExpiresAt: access.expiresAt,
  });
  return { username, token: access.token };
}

describe('register, current user, logout, login', () => {
  it('registers an organization, signs it in, and shows the user with id and ISO dates only', async () => {
    const agent = api.agent();
    const { username, organizationName, user } = await registerOrganization(agent);

    expect(user).toMatchObject({ username, role: 'organization', displayName: 'Olivia Owner', organizationName });
    const me = await agent.get('/api/user').expect(200);
    expect(me.body.user).toEqual(user);
    expect(me.body.user.id).toMatch(/^[a-f0-9]{24}$/);
    expect(new Date(me.body.user.createdAt).toISOString()).toBe(me.body.user.createdAt);
    expect(JSON.stringify(me.body)).not.toMatch(/_id|passwordHash|accessToken/);
  });

  it('answers 401 on /api/user when signed out', async () => {
    await api.agent().get('/api/user').expect(401, { message: 'Please log in to continue' });
  });

  it('refuses a second account with the same email and a second firm with the same name', async () => {
    const { username, organizationName } = await registerOrganization(api.agent());
    const again = { password: PASSWORD, role: 'organization', displayName: 'Copy' };
    const sameEmail = await api.agent().post('/api/register').send({ ...again, username, organizationName: 'Another Firm' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toEqual({ username: 'An account with this email already exists' });

    const sameName = await api
      .agent()
      .post('/api/register')
      .send({ ...again, username: uniqueEmail(), organizationName: `  ${organizationName.toUpperCase()} ` });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('This organization name is already taken');
  });

  it('requires the organization name for an organization account', async () => {
    const response = await api
      .agent()
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'organization', displayName: 'Ann' })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Organization name is required',
      errors: { organizationName: 'Organization name is required' },
    });
  });

  it('logs out: the old cookie no longer signs anyone in', async () => {
    const agent = api.agent();
    const registered = await agent
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'organization', displayName: 'Ann', organizationName: `Logout ${Date.now()}` });
    const cookie = sessionCookie(registered);

    await agent.post('/api/logout').expect(200, { ok: true, message: 'Logged out' });
    await agent.get('/api/user').expect(401);
    await supertest(api.baseUrl).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('gives the same message for an unknown email and a wrong password', async () => {
    const { username } = await registerOrganization(api.agent());
    const wrongPassword = await api.agent().post('/api/login').send({ username, password: 'wrong password' }).expect(401);
    const unknownEmail = await api.agent().post('/api/login').send({ username: uniqueEmail(), password: PASSWORD }).expect(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('issues a new session id at login, and the id from before login stops working', async () => {
    const { username } = await registerOrganization(api.agent());
    const agent = api.agent();
    const first = sessionCookie(await agent.post('/api/login').send({ username, password: PASSWORD }).expect(200));
    const second = sessionCookie(await agent.post('/api/login').send({ username, password: PASSWORD }).expect(200));

    expect(second[0]).not.toBe(first[0]);
    await supertest(api.baseUrl).get('/api/user').set('Cookie', first).expect(401);
    await supertest(api.baseUrl).get('/api/user').set('Cookie', second).expect(200);
  });

  it('ignores a forged session cookie', async () => {
    await supertest(api.baseUrl).get('/api/user').set('Cookie', ['clientline.sid=made-up', 'clientline.sid.sig=bad']).expect(401);
  });

  it('completes onboarding', async () => {
    const agent = api.agent();
    await registerOrganization(agent);
    const response = await agent.post('/api/user/complete-onboarding').expect(200);
    expect(response.body).toMatchObject({ ok: true, user: { firstLogin: false } });
    expect((await agent.get('/api/user')).body.user.firstLogin).toBe(false);
  });
});

describe('change password', () => {
  it('keeps this session, ends the other ones, and swaps the password', async () => {
    const here = api.agent();
    const elsewhere = api.agent();
    const { username } = await registerOrganization(here);
    await elsewhere.post('/api/login').send({ username, password: PASSWORD }).expect(200);

    const changed = await here
      .post('/api/change-password')
      .send({ currentPassword: PASSWORD, newPassword: 'a brand new password' })
      .expect(200);
    expect(changed.body).toMatchObject({ ok: true, message: 'Your password has been changed successfully.' });

    await here.get('/api/user').expect(200);
    await elsewhere.get('/api/user').expect(401);
    await api.agent().post('/api/login').send({ username, password: PASSWORD }).expect(401);
    await api.agent().post('/api/login').send({ username, password: 'a brand new password' }).expect(200);
  });

  it('refuses a wrong current password with a field message', async () => {
    const agent = api.agent();
    await registerOrganization(agent);
    const response = await agent.post('/api/change-password').send({ currentPassword: 'not it', newPassword: 'whatever1' }).expect(400);
    expect(response.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it("uses the spec's messages for a short new password", async () => {
    const agent = api.agent();
    await registerOrganization(agent);
    const response = await agent.post('/api/change-password').send({ currentPassword: PASSWORD, newPassword: '123' }).expect(400);
    expect(response.body.errors).toEqual({ newPassword: 'New password must be at least 6 characters' });
  });
});

describe('first access with an access token', () => {
  it('validates the token, sets the password with it once, and signs the client in', async () => {
    const { user: owner, organizationName } = await registerOrganization(api.agent());
    const { username, token } = await createClientUser(owner.organizationId);

    const validation = await api.agent().post('/api/auth/validate-access-token').send({ token }).expect(200);
    expect(validation.body).toMatchObject({ ok: true, user: { username, role: 'client', organizationName } });

    const browser = api.agent();
    const set = await browser.post('/api/change-password').send({ currentPassword: token, newPassword: 'my own pass' }).expect(200);
    expect(set.body).toMatchObject({ ok: true, message: 'Password set successfully', user: { role: 'client', requiresPasswordChange: false } });
    await browser.get('/api/user').expect(200);

    await api.agent().post('/api/auth/validate-access-token').send({ token }).expect(400);
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: 'second try' }).expect(400);
    await api.agent().post('/api/login').send({ username, password: 'my own pass' }).expect(200);
  });

  it('refuses an unknown or expired token with the access-link message', async () => {
    const { user: owner } = await registerOrganization(api.agent());
    const { token } = await createClientUser(owner.organizationId, { expired: true });
    for (const candidate of [token, 'not-a-real-token']) {
      const response = await api.agent().post('/api/auth/validate-access-token').send({ token: candidate }).expect(400);
      expect(response.body.message).toBe('This access link is invalid or has expired');
    }
    // Only a link the firm gave says where to sign in.
    expect((await api.agent().post('/api/auth/validate-access-token').send({ token: 'not-a-real-token' })).body.signInPath).toBeNull();
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: 'whatever1' }).expect(400);
  });
  it('uses a token once even when two set-password requests with it arrive together', async () => {
    const { user: owner } = await registerOrganization(api.agent());
    const { token } = await createClientUser(owner.organizationId);

    const answers = await Promise.all(
      ['first pass', 'second pass'].map((newPassword) => api.agent().post('/api/change-password').send({ currentPassword: token, newPassword })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('stops the access link once the client changed the temporary password in the dialog', async () => {
    const { user: owner } = await registerOrganization(api.agent());
    const { username, token } = await createClientUser(owner.organizationId);
    const client = api.agent();
    await client.post('/api/login').send({ username, password: 'temporary-password-123' }).expect(200);
    await client.post('/api/change-password').send({ currentPassword: 'temporary-password-123', newPassword: 'chosen pass' }).expect(200);

    await api.agent().post('/api/auth/validate-access-token').send({ token }).expect(400);
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: 'taken over' }).expect(400);
    await api.agent().post('/api/login').send({ username, password: 'chosen pass' }).expect(200);
  });
});

describe("client login on a firm's public page", () => {
  it("signs in the firm's client, and refuses another firm's user exactly like a wrong password", async () => {
    const firmA = await registerOrganization(api.agent(), `Alpha Law ${Date.now()}`);
    const firmB = await registerOrganization(api.agent(), `Beta Tax ${Date.now()}`);
    const { username, token } = await createClientUser(firmA.user.organizationId);
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: 'client pass' }).expect(200);

    await api.agent().post('/api/login').send({ username, password: 'client pass', organizationName: firmA.organizationName }).expect(200);
    await api.agent().post('/api/login').send({ username, password: 'client pass', organizationName: firmA.user.organizationSlug }).expect(200);

    const otherFirm = await api.agent().post('/api/login').send({ username, password: 'client pass', organizationName: firmB.organizationName });
    const wrongPassword = await api.agent().post('/api/login').send({ username, password: 'nope', organizationName: firmA.organizationName });
    expect(otherFirm.status).toBe(401);
    expect(otherFirm.body).toEqual(wrongPassword.body);
  });
});

describe('team members join an organization by approval', () => {
  it('keeps a registering team member out of the organization until it approves them', async () => {
    const owner = api.agent();
    const firm = await registerOrganization(owner);
    const otherFirmOwner = api.agent();
    await registerOrganization(otherFirmOwner);

    const member = api.agent();
    const registered = await member
      .post('/api/register')
      .send({ username: uniqueEmail('member'), password: PASSWORD, role: 'team_member', displayName: 'Tess', organizationName: firm.organizationName })
      .expect(201);
    expect(registered.body.user).toMatchObject({ status: 'pending', organizationId: null, organizationName: null });
    await member.get('/api/team/pending').expect(403);

    const pending = await owner.get('/api/team/pending').expect(200);
    expect(pending.body).toEqual([expect.objectContaining({ id: registered.body.user.id, role: 'team_member', displayName: 'Tess' })]);
    expect((await otherFirmOwner.get('/api/team/pending')).body).toEqual([]);

    await otherFirmOwner.post(`/api/team/members/${registered.body.user.id}/approve`).expect(404);
    await member.post(`/api/team/members/${registered.body.user.id}/approve`).expect(403);
    await owner.post(`/api/team/members/${registered.body.user.id}/approve`).expect(200);

    const me = await member.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ status: 'active', organizationName: firm.organizationName });
    expect((await owner.get('/api/team/pending')).body).toEqual([]);
  });

  it('refuses to join an organization that does not exist', async () => {
    const response = await api
      .agent()
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'team_member', displayName: 'Tess', organizationName: 'No Such Firm 123' })
      .expect(400);
    expect(response.body.errors).toEqual({ organizationName: 'No organization with this name' });
  });
});
