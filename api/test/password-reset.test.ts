import { FORGOT_PASSWORD_ANSWER, INVALID_RESET_LINK, PASSWORD_RESET_DONE } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import type { CaughtMail } from '../src/mail/mailbox';
import { OutboxMail } from '../src/mail/model';
import { addClient, addClientOnTemporaryPassword, createFirm, inviteClient, inviteTeamMember, joinFirm, signIn, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

const NEW_PASSWORD = 'a new and better passphrase';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
  firm = await createFirm(api, 'Harbor & Finch Legal');
  otherFirm = await createFirm(api);
});
afterEach(() => setClock());
afterAll(() => api.stop());

/** The token at the end of the reset link in a mail's text part. */
function resetTokenIn(mail: CaughtMail): string {
  const match = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return match[1]!;
}

const isResetMail = (mail: CaughtMail) => mail.subject === 'Choose a new password';
/** Reset mails written to the outbox for `address`: final once the request has answered (mail is queued before it). */
const resetMailsQueuedTo = (address: string) => OutboxMail.countDocuments({ to: address, subject: 'Choose a new password' });

let addressCounter = 0;
/** Each request from an address of its own, so the per-address limit counts only where a test means it to. */
function forgot(email: string, organizationName?: string, address = `203.0.113.${(addressCounter += 1)}`) {
  return api.agent().post('/api/auth/forgot-password').send({ email, organizationName }).set('X-Forwarded-For', address);
}

describe("Forgot password? for the firm's owner", () => {
  it('mails a link that sets a new password once, ends every session, and confirms by mail', async () => {
    const owner = await createFirm(api);
    const otherBrowser = await signIn(api, owner.owner.username);

    const asked = await forgot(owner.owner.username).expect(200);
    expect(asked.body).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    const mail = await api.mailTo(owner.owner.username, isResetMail);
    expect(mail.from).toContain(`${owner.organizationName} via Clientline`);
    expect(mail.text).toContain('works once, for 30 minutes');
    expect(mail.html).toContain('/auth/reset-password/');
    const token = resetTokenIn(mail);

    const check = await api.agent().post('/api/auth/reset-password/check').send({ token }).expect(200);
    expect(check.body).toEqual({ ok: true, message: 'Reset link is valid', user: { displayName: 'Olivia Owner' } });

    const reset = await api.agent().post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD }).expect(200);
    expect(reset.body).toEqual({ ok: true, message: PASSWORD_RESET_DONE, signInPath: '/auth' });

    await owner.owner.agent.get('/api/user').expect(401);
    await otherBrowser.agent.get('/api/user').expect(401);
    await api.agent().post('/api/login').send({ username: owner.owner.username, password: PASSWORD }).expect(401);
    await api.agent().post('/api/login').send({ username: owner.owner.username, password: NEW_PASSWORD }).expect(200);

    const again = await api.agent().post('/api/auth/reset-password').send({ token, newPassword: 'yet another passphrase' }).expect(400);
    expect(again.body.message).toBe(INVALID_RESET_LINK);
    await api.agent().post('/api/auth/reset-password/check').send({ token }).expect(400);

    const notice = await api.mailTo(owner.owner.username, (caught) => caught.subject === 'Your password was changed');
    expect(notice.text).toContain('with a password reset link');
    expect(notice.text).toContain("'Forgot password?'");
  });

  it('gives the same answer, after at least the same time, for an address with no account, and mails nothing', async () => {
    const owner = await createFirm(api);
    const nobody = uniqueEmail('nobody');
    const started = Date.now();
    const unknown = await forgot(nobody).expect(200);
    const unknownMs = Date.now() - started;
    const knownStarted = Date.now();
    const known = await forgot(owner.owner.username).expect(200);
    const knownMs = Date.now() - knownStarted;

    expect(unknown.body).toEqual(known.body);
    expect(unknownMs).toBeGreaterThanOrEqual(390);
    expect(knownMs).toBeGreaterThanOrEqual(390);
    expect(await resetMailsQueuedTo(owner.owner.username)).toBe(1);
    expect(await resetMailsQueuedTo(nobody)).toBe(0);
  });

  it('refuses a link after 30 minutes, and a new request replaces the old link', async () => {
    const owner = await createFirm(api);
    await forgot(owner.owner.username).expect(200);
    const first = resetTokenIn(await api.mailTo(owner.owner.username, isResetMail));
    await forgot(owner.owner.username).expect(200);
    const second = resetTokenIn(await api.mailTo(owner.owner.username, (mail) => isResetMail(mail) && !mail.text.includes(first)));
    await api.agent().post('/api/auth/reset-password/check').send({ token: first }).expect(400);

    const later = new Date(Date.now() + 31 * 60 * 1000);
    setClock(() => later);
    const expired = await api.agent().post('/api/auth/reset-password').send({ token: second, newPassword: NEW_PASSWORD }).expect(400);
    expect(expired.body.message).toBe(INVALID_RESET_LINK);
  });

  it('checks the new password with the set-password rules and the address as an email', async () => {
    const tooShort = await api.agent().post('/api/auth/reset-password').send({ token: 'x', newPassword: '12345' }).expect(400);
    expect(tooShort.body.errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    const notAnEmail = await api.agent().post('/api/auth/forgot-password').send({ email: 'not-an-email' }).expect(400);
    expect(notAnEmail.body.errors).toEqual({ email: 'Invalid email address' });
  });

  it('refuses an address over 254 characters, the most mail can carry, as the sign-in does', async () => {
    const huge = `${'a'.repeat(90_000)}@example.com`;
    const tooLong = await forgot(huge).expect(400);
    expect(tooLong.body.errors).toEqual({ email: 'Email is too long' });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    await forgot(longest).expect(200);
    await forgot(`a${longest}`).expect(400);
    const signIn = await api.agent().post('/api/login').send({ username: huge, password: PASSWORD }).expect(400);
    expect(signIn.body.errors).toEqual({ username: 'Email is too long' });
  });
});

describe('limits', () => {
  it('mails one account at most three links an hour, answering the same after that', async () => {
    const owner = await createFirm(api);
    for (let request = 0; request < 4; request += 1) {
      expect((await forgot(owner.owner.username).expect(200)).body).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await resetMailsQueuedTo(owner.owner.username)).toBe(3);
  });

  it('refuses an address that asks more than ten times an hour, whatever the accounts, and says when to try again', async () => {
    for (let request = 0; request < 10; request += 1) await forgot(uniqueEmail('spray'), undefined, '192.0.2.77').expect(200);
    const refused = await forgot(uniqueEmail('spray'), undefined, '192.0.2.77').expect(429);
    expect(refused.body.message).toMatch(/^Too many password reset requests\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await forgot(uniqueEmail('spray'), undefined, '192.0.2.78').expect(200);
  }, 20_000);
});

describe('a team member the firm removed', () => {
  const removeFromFirm = (memberId: string) => firm.owner.agent.delete(`/api/team/members/${memberId}`).expect(200);

  it('is answered as an unknown address would be, and mailed nothing', async () => {
    const member = await inviteTeamMember(api, firm);
    await removeFromFirm(member.id);

    const asked = await forgot(member.username).expect(200);
    const unknown = await forgot(uniqueEmail('nobody')).expect(200);
    expect(asked.body).toEqual(unknown.body);
    expect(await resetMailsQueuedTo(member.username)).toBe(0);
  });

  it('cannot use a link mailed before the removal: it is refused as an invalid link, and the password stays', async () => {
    const member = await inviteTeamMember(api, firm);
    await forgot(member.username).expect(200);
    const token = resetTokenIn(await api.mailTo(member.username, isResetMail));
    await removeFromFirm(member.id);

    const invalid = await api.agent().post('/api/auth/reset-password/check').send({ token: 'a-link-nobody-was-given' }).expect(400);
    const check = await api.agent().post('/api/auth/reset-password/check').send({ token }).expect(400);
    expect(check.body).toEqual(invalid.body);
    const reset = await api.agent().post('/api/auth/reset-password').send({ token, newPassword: NEW_PASSWORD }).expect(400);
    expect(reset.body).toEqual({ message: INVALID_RESET_LINK });

    await api.agent().post('/api/login').send({ username: member.username, password: NEW_PASSWORD }).expect(401);
    await api.agent().post('/api/login').send({ username: member.username, password: PASSWORD }).expect(403);
  });
});

describe("a client, on their firm's login page", () => {
  it("is mailed only through their own firm's page, and is sent back to it to sign in", async () => {
    const client = await addClient(api, firm);
    await forgot(client.username, otherFirm.slug).expect(200);
    await forgot(client.username, firm.slug).expect(200);
    expect(await resetMailsQueuedTo(client.username)).toBe(1);
    const mail = await api.mailTo(client.username, isResetMail);
    expect(mail.from).toContain('Harbor & Finch Legal via Clientline');

    const reset = await api.agent().post('/api/auth/reset-password').send({ token: resetTokenIn(mail), newPassword: NEW_PASSWORD }).expect(200);
    expect(reset.body.signInPath).toBe(`/${firm.slug}`);
    await api.agent().post('/api/login').send({ username: client.username, password: NEW_PASSWORD, organizationName: firm.slug }).expect(200);
  });
});

describe("the firm's Send password reset", () => {
  it('mails the client (and only the client) a link, never showing it to the firm', async () => {
    const client = await addClient(api, firm, { displayName: 'Dana Client' });
    const sent = await firm.owner.agent.post(`/api/clients/${client.id}/password-reset`).expect(200);
    expect(sent.body).toEqual({ ok: true, message: `A link to choose a new password was mailed to ${client.username}. It works for 30 minutes.` });
    expect(JSON.stringify(sent.body)).not.toContain('reset-password/');
    const mail = await api.mailTo(client.username, isResetMail);
    expect(mail.to).toEqual([client.username]);
    await api.agent().post('/api/auth/reset-password').send({ token: resetTokenIn(mail), newPassword: NEW_PASSWORD }).expect(200);
  });

  it('sends a client who never set a password to the access link instead, and is not for other firms or staff', async () => {
    const invited = await inviteClient(firm);
    const notYet = await firm.owner.agent.post(`/api/clients/${invited.id}/password-reset`).expect(409);
    expect(notYet.body.message).toBe('This client has not set a password yet: give them a new access link instead');

    const client = await addClient(api, firm);
    await otherFirm.owner.agent.post(`/api/clients/${client.id}/password-reset`).expect(404);
    const teammate = await joinFirm(api, firm, 'team_member');
    await teammate.agent.post(`/api/clients/${client.id}/password-reset`).expect(403);
    expect(await resetMailsQueuedTo(client.username)).toBe(0);
  });
});

describe('Your password was set, or changed', () => {
  it('is mailed after Change Password and after the first access, naming how, and the firm sees how a client set it', async () => {
    const owner = await createFirm(api);
    await owner.owner.agent.post('/api/change-password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect((await api.mailTo(owner.owner.username, (mail) => mail.subject === 'Your password was changed')).text).toContain('from your account');

    const client = await addClient(api, firm, { displayName: 'Fay First' });
    expect((await api.mailTo(client.username, (mail) => mail.subject === 'Your password was set')).text).toContain('set from your invitation link');

    const temporary = await addClientOnTemporaryPassword(api, firm, { displayName: 'Tom Temporary' });
    await temporary.agent.post('/api/change-password').send({ currentPassword: temporary.temporaryPassword, newPassword: NEW_PASSWORD }).expect(200);
    const set = await api.mailTo(temporary.username, (mail) => mail.subject === 'Your password was set');
    expect(set.text).toContain('after signing in with the temporary password your firm was shown');
    const clients = (await firm.owner.agent.get('/api/clients').expect(200)).body as { id: string; passwordSetWith: string | null }[];
    expect(clients.find((listed) => listed.id === client.id)?.passwordSetWith).toBe('invitation_link');
    expect(clients.find((listed) => listed.id === temporary.id)?.passwordSetWith).toBe('temporary_password');
  });
});
