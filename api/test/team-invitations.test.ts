import { INVALID_TEAM_INVITATION } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import type { CaughtMail } from '../src/mail/mailbox';
import { OutboxMail } from '../src/mail/model';
import { addClient, createFirm, joinFirm, type Firm } from './fixtures';
import { startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api, 'Harbor & Finch Legal');
  otherFirm = await createFirm(api);
});
afterEach(() => setClock());
afterAll(() => api.stop());

const isInvitation = (mail: CaughtMail) => mail.subject === 'Olivia Owner invited you to join Harbor & Finch Legal on Clientline';
const joinTokenIn = (mail: CaughtMail) => /\/auth\/join\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

/** Invites `email` and returns the token of the mail that invitation sent (not of an earlier one, `replacing`). */
async function invite(email: string, replacing?: string): Promise<string> {
  await firm.owner.agent.post('/api/team/invitations').send({ email }).expect(201);
  return joinTokenIn(await api.mailTo(email, (mail) => isInvitation(mail) && joinTokenIn(mail) !== replacing));
}

describe('inviting a colleague by email', () => {
  it('mails a link with which they choose a name and password and join the firm approved, signed in', async () => {
    const email = uniqueEmail('theo');
    const sent = await firm.owner.agent.post('/api/team/invitations').send({ email }).expect(201);
    expect(sent.body).toEqual({ ok: true, message: `Invitation sent to ${email}` });
    const mail = await api.mailTo(email, isInvitation);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toContain('Harbor & Finch Legal via Clientline');
    expect(mail.replyTo).toContain(firm.owner.username);
    expect(mail.text).toContain('works once, for 7 days');
    const token = joinTokenIn(mail);

    const check = await api.agent().post('/api/team/invitations/check').send({ token }).expect(200);
    expect(check.body).toEqual({ ok: true, message: 'Invitation is valid', invitation: { email, organizationName: 'Harbor & Finch Legal' } });

    const colleague = api.agent();
    const joined = await colleague.post('/api/team/invitations/accept').send({ token, displayName: 'Theo Finch', password: 'theo chose this' }).expect(201);
    expect(joined.body.user).toMatchObject({ username: email, displayName: 'Theo Finch', role: 'team_member', status: 'active', organizationId: firm.organizationId });
    await colleague.get('/api/projects').expect(200);
    const team = await firm.owner.agent.get('/api/team/members').expect(200);
    expect(team.body.map((member: { email: string }) => member.email)).toContain(email);
    await api.agent().post('/api/login').send({ username: email, password: 'theo chose this' }).expect(200);

    const again = await api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Eve', password: 'another one' }).expect(400);
    expect(again.body.message).toBe(INVALID_TEAM_INVITATION);
  });

  it('lets a new invitation replace the last, and expires after 7 days', async () => {
    const email = uniqueEmail('tara');
    const first = await invite(email);
    const second = await invite(email, first);
    await api.agent().post('/api/team/invitations/check').send({ token: first }).expect(400);
    await api.agent().post('/api/team/invitations/check').send({ token: second }).expect(200);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    setClock(() => later);
    const expired = await api.agent().post('/api/team/invitations/accept').send({ token: second, displayName: 'Tara', password: 'tara password' }).expect(400);
    expect(expired.body.message).toBe(INVALID_TEAM_INVITATION);
  });

  it('refuses an address an account already uses (mailing nothing), a bad address, and anyone but the organization', async () => {
    const client = await addClient(api, otherFirm);
    const mailedBefore = await OutboxMail.countDocuments({ to: client.username });
    const taken = await firm.owner.agent.post('/api/team/invitations').send({ email: client.username }).expect(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    expect(await OutboxMail.countDocuments({ to: client.username })).toBe(mailedBefore);

    const bad = await firm.owner.agent.post('/api/team/invitations').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.errors).toEqual({ email: 'Invalid email address' });
    const teammate = await joinFirm(api, firm, 'team_member');
    await teammate.agent.post('/api/team/invitations').send({ email: uniqueEmail('x') }).expect(403);
  });

  it('checks the name and password with the set-password rules', async () => {
    const token = await invite(uniqueEmail('ned'));
    const refused = await api.agent().post('/api/team/invitations/accept').send({ token, displayName: ' ', password: '123' }).expect(400);
    expect(refused.body.errors).toEqual({ displayName: 'Full name is required', password: 'Password must be at least 6 characters' });
  });
});
