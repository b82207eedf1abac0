import { INVALID_TEAM_INVITATION, TEAM_INVITATION_WITHDRAWN, type AuditLogPage, type PendingInvitation } from '@clientline/contracts';
import mongoose from 'mongoose';
import { setClock } from '../src/clock/clock';
import { invitationsOfFormerManagers } from '../src/migrations/invitations-of-former-managers';
import { TeamInvitation } from '../src/team/invitation-model';
import type { CaughtMail } from '../src/mail/mailbox';
import { OutboxMail } from '../src/mail/model';
import { addAdmin, addClient, createFirm, joinFirm, type Firm } from './fixtures';
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

describe('pending invitations: listed, resent and withdrawn', () => {
  const pendingOf = async (agent = firm.owner.agent): Promise<PendingInvitation[]> => (await agent.get('/api/team/invitations').expect(200)).body;
  const listed = async (email: string) => (await pendingOf()).find((invitation) => invitation.email === email);
  const auditActions = async (email: string) => {
    const page: AuditLogPage = (await firm.owner.agent.get('/api/audit-log').expect(200)).body;
    return page.entries.filter((entry) => entry.object?.type === 'invitation' && entry.object.name === email).map((entry) => [entry.action, entry.actor?.id ?? null]);
  };

  it('lists an invitation for whom, from whom, when sent and when it expires, until it is accepted; only to its firm', async () => {
    const email = uniqueEmail('lena');
    const sentAt = new Date('2026-03-02T09:00:00.000Z');
    setClock(() => sentAt);
    const token = await invite(email);
    expect(await listed(email)).toEqual({
      id: expect.any(String),
      email,
      invitedBy: { id: firm.owner.id, displayName: 'Olivia Owner' },
      sentAt: sentAt.toISOString(),
      expiresAt: '2026-03-09T09:00:00.000Z',
      expired: false,
    });
    expect((await pendingOf(otherFirm.owner.agent)).map((invitation) => invitation.email)).not.toContain(email);

    setClock(() => new Date('2026-03-10T09:00:00.000Z'));
    expect(await listed(email)).toMatchObject({ expired: true });
    setClock(() => sentAt);
    await api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Lena', password: 'lena password' }).expect(201);
    expect(await listed(email)).toBeUndefined();
    expect(await auditActions(email)).toEqual([['invitation.sent', firm.owner.id]]);
  });

  it('resends with a fresh link for 7 more days: the old link stops working', async () => {
    const email = uniqueEmail('ruth');
    setClock(() => new Date('2026-03-02T09:00:00.000Z'));
    const first = await invite(email);
    const { id } = (await listed(email))!;
    setClock(() => new Date('2026-03-12T10:00:00.000Z'));
    const resent = await firm.owner.agent.post(`/api/team/invitations/${id}/resend`).expect(200);
    expect(resent.body).toEqual({
      ok: true,
      message: `Invitation sent again to ${email}`,
      invitation: expect.objectContaining({ id, email, sentAt: '2026-03-12T10:00:00.000Z', expiresAt: '2026-03-19T10:00:00.000Z', expired: false }),
    });
    const second = joinTokenIn(await api.mailTo(email, (mail) => isInvitation(mail) && joinTokenIn(mail) !== first));
    await api.agent().post('/api/team/invitations/check').send({ token: first }).expect(400);
    await api.agent().post('/api/team/invitations/check').send({ token: second }).expect(200);
    expect(await auditActions(email)).toEqual([
      ['invitation.resent', firm.owner.id],
      ['invitation.sent', firm.owner.id],
    ]);
  });

  it('withdraws at once: the mailed link then says it was withdrawn, and it is no longer listed', async () => {
    const email = uniqueEmail('will');
    const token = await invite(email);
    const { id } = (await listed(email))!;
    const withdrawn = await firm.owner.agent.delete(`/api/team/invitations/${id}`).expect(200);
    expect(withdrawn.body).toEqual({ ok: true, message: `Invitation to ${email} withdrawn` });
    expect(await listed(email)).toBeUndefined();
    const check = await api.agent().post('/api/team/invitations/check').send({ token }).expect(400);
    expect(check.body.message).toBe(TEAM_INVITATION_WITHDRAWN);
    const accept = await api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Will', password: 'will password' }).expect(400);
    expect(accept.body.message).toBe(TEAM_INVITATION_WITHDRAWN);
    expect(await auditActions(email)).toEqual([
      ['invitation.withdrawn', firm.owner.id],
      ['invitation.sent', firm.owner.id],
    ]);

    expect((await firm.owner.agent.delete(`/api/team/invitations/${id}`).expect(404)).body.message).toBe('Invitation not found');
    await firm.owner.agent.post(`/api/team/invitations/${id}/resend`).expect(404);
  });

  it("refuses another firm's invitation as unknown, a malformed id, and a resend to an address taken since", async () => {
    const email = uniqueEmail('kit');
    await invite(email);
    const { id } = (await listed(email))!;
    expect((await otherFirm.owner.agent.delete(`/api/team/invitations/${id}`).expect(404)).body.message).toBe('Invitation not found');
    await otherFirm.owner.agent.post(`/api/team/invitations/${id}/resend`).expect(404);
    await firm.owner.agent.delete('/api/team/invitations/not-an-id').expect(404);
    expect(await listed(email)).toBeDefined();

    // A firm's owner holds their address (an unproven registration with no firm would be claimed).
    await api.agent().post('/api/register').send({ username: email, password: 'kit password', role: 'organization', displayName: 'Kit', organizationName: `Kit ${id}` }).expect(201);
    const taken = await firm.owner.agent.post(`/api/team/invitations/${id}/resend`).expect(409);
    expect(taken.body.message).toBe('An account with this email already exists');
  });

  it("withdraws an admin's pending invitations when they are made no longer an admin, and when they are removed", async () => {
    const demoted = await addAdmin(api, firm, { displayName: 'Dana Demoted' });
    const removed = await addAdmin(api, firm, { displayName: 'Rex Removed' });
    const fromDemoted = uniqueEmail('from-demoted');
    const fromRemoved = uniqueEmail('from-removed');
    await demoted.agent.post('/api/team/invitations').send({ email: fromDemoted }).expect(201);
    await removed.agent.post('/api/team/invitations').send({ email: fromRemoved }).expect(201);
    const tokenOf = async (email: string) => joinTokenIn(await api.mailTo(email));
    const [demotedToken, removedToken] = [await tokenOf(fromDemoted), await tokenOf(fromRemoved)];
    expect((await listed(fromDemoted))!.invitedBy).toEqual({ id: demoted.id, displayName: 'Dana Demoted' });

    await firm.owner.agent.put(`/api/team/members/${demoted.id}/admin`).send({ isAdmin: false }).expect(200);
    await firm.owner.agent.delete(`/api/team/members/${removed.id}`).expect(200);

    for (const [email, token] of [[fromDemoted, demotedToken], [fromRemoved, removedToken]] as const) {
      expect(await listed(email)).toBeUndefined();
      const accept = await api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Late', password: 'late password' }).expect(400);
      expect(accept.body.message).toBe(TEAM_INVITATION_WITHDRAWN);
      expect(await auditActions(email)).toEqual([
        ['invitation.withdrawn', firm.owner.id],
        ['invitation.sent', expect.any(String)],
      ]);
    }
  });

  it('is for those who run the firm only', async () => {
    const teammate = await joinFirm(api, firm, 'team_member');
    await teammate.agent.get('/api/team/invitations').expect(403);
  });
});

describe("the start-up migration 'invitations-of-former-managers'", () => {
  it('withdraws, once, the pending invitations a previous release stored whose sender no longer runs the firm', async () => {
    const formerAdmin = await joinFirm(api, firm, 'team_member', { displayName: 'Fay Former' });
    const at = new Date('2026-06-01T00:00:00Z');
    // As the release before withdrawal wrote them: no sentAt, no withdrawnAt.
    const stored = (sender: string) => ({
      _id: new mongoose.Types.ObjectId(),
      organizationId: new mongoose.Types.ObjectId(firm.organizationId),
      email: uniqueEmail('stored'),
      tokenHash: new mongoose.Types.ObjectId().toString(),
      invitedBy: new mongoose.Types.ObjectId(sender),
      expiresAt: new Date('2099-01-01T00:00:00Z'),
      acceptedAt: null,
      createdAt: at,
      updatedAt: at,
    });
    const fromFormerAdmin = stored(formerAdmin.id);
    const fromOwner = stored(firm.owner.id);
    await TeamInvitation.collection.insertMany([fromFormerAdmin, fromOwner]);

    await invitationsOfFormerManagers.run();
    const withdrawnAt = async () => ({
      fromFormerAdmin: (await TeamInvitation.collection.findOne({ _id: fromFormerAdmin._id }))!.withdrawnAt,
      fromOwner: (await TeamInvitation.collection.findOne({ _id: fromOwner._id }))!.withdrawnAt,
    });
    const first = await withdrawnAt();
    expect(first).toEqual({ fromFormerAdmin: expect.any(Date), fromOwner: undefined });
    const listed = (await firm.owner.agent.get('/api/team/invitations').expect(200)).body.map((invitation: PendingInvitation) => invitation.email);
    expect(listed).toContain(fromOwner.email);
    expect(listed).not.toContain(fromFormerAdmin.email);

    setClock(() => new Date(Date.now() + 60_000));
    await invitationsOfFormerManagers.run();
    expect(await withdrawnAt()).toEqual(first);
  });
});
