import { createHash } from 'node:crypto';
import { User } from '../src/users/model';
import { addClient, createFirm, createProject, inviteClient, useTwoFirms } from './fixtures';
import { uniqueEmail } from './test-api';

const world = useTwoFirms();

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);


describe('POST /api/clients', () => {
  it('creates a client with a temporary password and a first-access link, shown once', async () => {
    const username = uniqueEmail('New.Client').toUpperCase();
    const response = await world.firm.owner.agent.post('/api/clients').send({ username, displayName: ' Nora Client ' }).expect(201);

    expect(response.body).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      username: username.toLowerCase(),
      displayName: 'Nora Client',
      kind: 'individual',
      peopleCount: 1,
      tags: [],
      status: 'Sleeping',
      access: 'invited',
      peopleAccess: 'invited',
      passwordSetWith: null,
      requiresPasswordChange: true,
      archived: false,
      projectsCount: 0,
      twoFactorEnabled: false,
      pendingEmail: null,
      temporaryPassword: expect.any(String),
      firstAccessUrl: expect.stringMatching(/^\/auth\/first-access\/[A-Za-z0-9_-]{43}$/),
    });
    expect(response.body.temporaryPassword.length).toBeGreaterThanOrEqual(12);

    const list = await world.firm.owner.agent.get('/api/clients').expect(200);
    const listed = list.body.find((client: { id: string }) => client.id === response.body.id);
    expect(listed).toEqual({ id: response.body.id, username: username.toLowerCase(), displayName: 'Nora Client', kind: 'individual', peopleCount: 1, tags: [], status: 'Sleeping', access: 'invited', peopleAccess: 'invited', passwordSetWith: null, requiresPasswordChange: true, archived: false, projectsCount: 0, twoFactorEnabled: false, pendingEmail: null });
  });

  it('stores only hashes: the temporary password signs in, the link token is kept as its sha256', async () => {
    const client = await inviteClient(world.firm);
    const stored = await User.findOne({ _id: client.id, organizationId: world.firm.organizationId }).lean();
    expect(stored!.accessTokenHash).toBe(createHash('sha256').update(client.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(client.temporaryPassword);
    expect(JSON.stringify(stored)).not.toContain(client.token);

    const browser = world.api.agent();
    await browser.post('/api/login').send({ username: client.username, password: client.temporaryPassword }).expect(200);
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ role: 'client', requiresPasswordChange: true, organizationName: world.firm.organizationName });
  });

  it('gives a single-use first-access link that sets the password', async () => {
    const { id, username, token } = await inviteClient(world.firm);
    const browser = world.api.agent();
    await browser.post('/api/auth/validate-access-token').send({ token }).expect(200);
    await browser.post('/api/change-password').send({ currentPassword: token, newPassword: 'my own secret' }).expect(200);

    // A spent link also says where its holder signs in: the firm's own login page.
    await world.api
      .agent()
      .post('/api/auth/validate-access-token')
      .send({ token })
      .expect(400, { message: 'This access link is invalid or has expired', signInPath: `/${world.firm.slug}` });
    await world.api.agent().post('/api/login').send({ username, password: 'my own secret' }).expect(200);
    const list = await world.firm.owner.agent.get('/api/clients').expect(200);
    expect(list.body.find((item: { id: string }) => item.id === id).requiresPasswordChange).toBe(false);
  });

  it.each([
    [{ displayName: 'No Email' }, { username: 'Email is required' }],
    [{ username: 'not-an-email', displayName: 'Bad Email' }, { username: 'Invalid email address' }],
    [{ username: uniqueEmail(), displayName: '   ' }, { displayName: 'Display name is required' }],
  ])('refuses %j with the spec message', async (body, errors) => {
    const response = await world.firm.owner.agent.post('/api/clients').send(body).expect(400);
    expect(response.body).toEqual({ message: Object.values(errors)[0], errors });
  });

  it('refuses an email that already has an account, in any firm', async () => {
    const response = await world.otherFirm.owner.agent.post('/api/clients').send({ username: world.firm.owner.username, displayName: 'Dup' }).expect(409);
    expect(response.body).toEqual({
      message: 'An account with this email already exists',
      errors: { username: 'An account with this email already exists' },
    });
  });

  it('is for the organization account only', async () => {
    const body = { username: uniqueEmail(), displayName: 'Someone' };
    await world.api.agent().post('/api/clients').send(body).expect(401);
    await world.teamMember.agent.post('/api/clients').send(body).expect(403, { message: 'You do not have permission to do this' });
    await world.client.agent.post('/api/clients').send(body).expect(403);
    await world.pendingMember.agent.post('/api/clients').send(body).expect(403);
  });
});

describe('GET /api/clients', () => {
  it('lists the firm\'s clients by name with their display status', async () => {
    const ownFirm = await createFirm(world.api);
    const active = await addClient(world.api, ownFirm, { displayName: 'Alice Active' });
    const pending = await addClient(world.api, ownFirm, { displayName: 'Paul Pending' });
    const sleeping = await addClient(world.api, ownFirm, { displayName: 'Sam Sleeping' });
    await addClient(world.api, ownFirm, { displayName: 'Nina Noproject' });
    await createProject(ownFirm, active, { startDate: isoDay(-10), endDate: isoDay(10) });
    await createProject(ownFirm, pending, { startDate: isoDay(30) });
    await createProject(ownFirm, sleeping, { startDate: isoDay(120) });
    await createProject(ownFirm, sleeping, { startDate: isoDay(-60), endDate: isoDay(-30) });

    const response = await ownFirm.owner.agent.get('/api/clients').expect(200);
    expect(response.body.map((client: { displayName: string; status: string }) => [client.displayName, client.status])).toEqual([
      ['Alice Active', 'Active'],
      ['Nina Noproject', 'Sleeping'],
      ['Paul Pending', 'Pending'],
      ['Sam Sleeping', 'Sleeping'],
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/_id|passwordHash|accessToken|temporaryPassword/);
  });

  it('shows a firm only its own clients, and only to its staff', async () => {
    const { client, teamMember, pendingMember, otherFirm } = world;
    const others = await otherFirm.owner.agent.get('/api/clients').expect(200);
    expect(others.body.map((item: { id: string }) => item.id)).not.toContain(client.id);

    const staffView = await teamMember.agent.get('/api/clients').expect(200);
    expect(staffView.body.map((item: { id: string }) => item.id)).toContain(client.id);

    await client.agent.get('/api/clients').expect(403);
    await pendingMember.agent.get('/api/clients').expect(403, { message: 'Your account is waiting for approval by an organization' });
    await world.api.agent().get('/api/clients').expect(401);
  });
});
