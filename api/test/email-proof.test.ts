import mongoose from 'mongoose';
import { AuditEntry } from '../src/audit/model';
import { MIGRATIONS, runMigrations } from '../src/migrations/run';
import { hasProvenAddress } from '../src/users/address-proof';
import { User } from '../src/users/model';
import { addClient, inviteClient, inviteTeamMember, useTwoFirms, type Member } from './fixtures';
import { PASSWORD, registerOrganization, uniqueEmail } from './test-api';

const world = useTwoFirms();

const linkToken = (text: string) => /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

/** Someone registering with `username` as a client asking to join nobody: pending, no firm, unproven. */
async function registerWithoutFirm(username: string): Promise<Member> {
  const agent = world.api.agent();
  const registered = await agent.post('/api/register').send({ username, password: PASSWORD, role: 'client', displayName: 'Sam Squatter' }).expect(201);
  return { agent, id: registered.body.user.id, username, cookie: '' };
}

async function confirmationToken(username: string): Promise<string> {
  return linkToken((await world.api.mailTo(username, (mail) => mail.subject === 'Confirm your email address')).text);
}

const provenIn = async (id: string) => hasProvenAddress((await User.findById(id).setOptions({ unscoped: true }).lean())!);

describe('registration and the address it names', () => {
  it('mails a confirmation link; opened with the password it proves the address, once', async () => {
    const username = uniqueEmail('registrant');
    const registrant = await registerWithoutFirm(username);
    const user = await registrant.agent.get('/api/user').expect(200);
    expect(user.body.user.emailConfirmed).toBe(false);
    const mail = await world.api.mailTo(username, (caught) => caught.subject === 'Confirm your email address');
    expect(mail.text).toContain('Confirm it is yours with the button below and your Clientline password');
    expect(mail.text).toContain('Until you do, a firm that adds you as its client or invites you to its team takes this address over');
    const token = linkToken(mail.text);

    await world.api.agent().post('/api/auth/confirm-email/check').send({ token }).expect(200, { ok: true, message: 'Confirmation link is valid', address: username, change: false });
    const wrong = await world.api.agent().post('/api/auth/confirm-email').send({ token, password: 'not the password' }).expect(400);
    expect(wrong.body.errors).toEqual({ password: 'That password is not right' });
    const confirmed = await world.api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(200);
    expect(confirmed.body).toEqual({ ok: true, message: `Thank you: ${username} is confirmed.`, address: username, signInPath: '/auth' });
    expect((await registrant.agent.get('/api/user').expect(200)).body.user.emailConfirmed).toBe(true);
    await world.api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(400, { message: 'This confirmation link is invalid or has expired' });
  });

  it('lets Add Client claim an unproven registration with no firm: it is closed and signed out', async () => {
    const username = uniqueEmail('claimed');
    const squatter = await registerWithoutFirm(username);
    const created = await world.firm.owner.agent.post('/api/clients').send({ username, displayName: 'Real Person' }).expect(201);
    expect(created.body.username).toBe(username);
    await squatter.agent.get('/api/user').expect(401);
    await world.api.agent().post('/api/login').send({ username, password: PASSWORD }).expect(401);
  });

  it('lets New Project with a new client claim it', async () => {
    const username = uniqueEmail('project-claimed');
    await registerWithoutFirm(username);
    await world.firm.owner.agent
      .post('/api/projects')
      .send({ name: 'Claimed matter', startDate: '2030-02-01', newClient: { name: 'Real Person', email: username } })
      .expect(201);
  });

  it('lets a team invitation claim it, when sent and again when accepted', async () => {
    const username = uniqueEmail('invited');
    const squatter = await registerWithoutFirm(username);
    await world.firm.owner.agent.post('/api/team/invitations').send({ email: username }).expect(201);
    await squatter.agent.get('/api/user').expect(401);
    const token = /\/auth\/join\/([A-Za-z0-9_-]+)/.exec((await world.api.mailTo(username, (mail) => mail.subject.includes('invited you'))).text)![1]!;
    await registerWithoutFirm(username);
    const joined = await world.api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Real Person', password: PASSWORD }).expect(201);
    expect(joined.body.user.emailConfirmed).toBe(true);
  });

  it('holds a proven address, and an unproven one that owns a firm', async () => {
    const provenName = uniqueEmail('proven');
    await registerWithoutFirm(provenName);
    await world.api.agent().post('/api/auth/confirm-email').send({ token: await confirmationToken(provenName), password: PASSWORD }).expect(200);
    await world.firm.owner.agent.post('/api/clients').send({ username: provenName, displayName: 'Taken' }).expect(409);

    const owner = await registerOrganization(world.api.agent());
    expect(owner.user.emailConfirmed).toBe(false);
    await world.firm.owner.agent.post('/api/clients').send({ username: owner.username, displayName: 'Taken' }).expect(409);
    await world.firm.owner.agent.post('/api/team/invitations').send({ email: owner.username }).expect(409);
    // So the owner's mail does not say it would be.
    const mail = await world.api.mailTo(owner.username, (caught) => caught.subject === 'Confirm your email address');
    expect(mail.text).not.toContain('takes this address over');
    expect(mail.text).toContain('Until you do, Clientline sends this address only the mail your account needs: no sign-in alerts or activity mail.');
  });

  it('sends the link again on request, the earlier one stops working; a proven address is told it is', async () => {
    const username = uniqueEmail('again');
    const registrant = await registerWithoutFirm(username);
    const first = await confirmationToken(username);
    const again = await registrant.agent.post('/api/user/email-confirmation').expect(200);
    expect(again.body.message).toBe(`We sent a new link to ${username}. It works for 7 days.`);
    const second = linkToken((await world.api.mailTo(username, (mail) => mail.subject === 'Confirm your email address' && !mail.text.includes(first))).text);
    await world.api.agent().post('/api/auth/confirm-email').send({ token: first, password: PASSWORD }).expect(400);
    await world.api.agent().post('/api/auth/confirm-email').send({ token: second, password: PASSWORD }).expect(200);
    await registrant.agent.post('/api/user/email-confirmation').expect(409, { message: 'Your email address is already confirmed' });
  });

  it('counts a first-access link, a team invitation and a mailed reset as proof; a temporary password not', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Linked Client' });
    expect(await provenIn(client.id)).toBe(true);
    const colleague = await inviteTeamMember(world.api, world.firm);
    expect(await provenIn(colleague.id)).toBe(true);

    const onTemporary = await inviteClient(world.firm, { emailPrefix: 'temp-proof' });
    expect(await provenIn(onTemporary.id)).toBe(false);
    await world.api.agent().post('/api/auth/forgot-password').send({ email: onTemporary.username }).expect(200);
    const reset = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec((await world.api.mailTo(onTemporary.username, (mail) => mail.subject === 'Choose a new password')).text)![1]!;
    await world.api.agent().post('/api/auth/reset-password').send({ token: reset, newPassword: PASSWORD }).expect(200);
    expect(await provenIn(onTemporary.id)).toBe(true);
  });
});

describe("the start-up migration 'email-proof'", () => {
  it('marks the accounts a previous release stored, once, and records that it ran', async () => {
    const organizationId = new mongoose.Types.ObjectId();
    const at = new Date('2026-06-01T00:00:00Z');
    // As the release before address proof wrote them: no emailVerifiedAt, no emailConfirmation.
    const stored = (username: string, fields: Record<string, unknown>) => ({
      _id: new mongoose.Types.ObjectId(),
      username: uniqueEmail(username),
      passwordHash: 'x',
      displayName: username,
      status: 'active',
      organizationId,
      requestedOrganizationId: null,
      firstLogin: false,
      requiresPasswordChange: false,
      passwordSetWith: null,
      createdAt: at,
      updatedAt: at,
      ...fields,
    });
    const people = {
      owner: stored('owner', { role: 'organization' }),
      member: stored('member', { role: 'team_member' }),
      linkedClient: stored('linked', { role: 'client', passwordSetWith: 'invitation_link' }),
      temporaryClient: stored('temporary', { role: 'client', requiresPasswordChange: true }),
      movedOnClient: stored('moved-on', { role: 'client', passwordSetWith: 'temporary_password' }),
      resetClient: stored('reset', { role: 'client', passwordSetWith: 'temporary_password' }),
      registrant: stored('registrant', { role: 'team_member', status: 'pending', organizationId: null }),
    };
    await User.collection.insertMany(Object.values(people));
    await AuditEntry.collection.insertOne({ organizationId, action: 'password.reset', object: { type: 'user', id: people.resetClient._id.toString(), name: 'reset' }, at });
    await mongoose.connection.collection('migrations').deleteMany({});

    await runMigrations();
    const proof = async () => {
      const users = await User.collection.find({ _id: { $in: Object.values(people).map((person) => person._id) } }).toArray();
      const byId = new Map(users.map((user) => [user._id.toString(), user.emailVerifiedAt]));
      return Object.fromEntries(Object.entries(people).map(([name, person]) => [name, byId.get(person._id.toString())]));
    };
    const first = await proof();
    expect(Object.fromEntries(Object.entries(first).map(([name, value]) => [name, value instanceof Date]))).toEqual({
      owner: true,
      member: true,
      linkedClient: true,
      temporaryClient: false,
      movedOnClient: false,
      resetClient: true,
      registrant: false,
    });
    expect(first.registrant).toBeNull();
    const recorded = await mongoose.connection.collection('migrations').find().toArray();
    expect(recorded.map((migration) => migration._id)).toEqual(MIGRATIONS.map((migration) => migration.version));

    // Idempotent: a second run (a second process, or the migration itself again) changes nothing.
    await MIGRATIONS[0]!.run();
    await runMigrations();
    expect(await proof()).toEqual(first);
  });
});
