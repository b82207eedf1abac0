import { setClock } from '../src/clock/clock';
import type { CaughtMail } from '../src/mail/mailbox';
import { OutboxMail } from '../src/mail/model';
import { addClient, createFirm, inviteClient, signInAgain, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api, 'Harbor & Finch <Legal>');
  otherFirm = await createFirm(api);
});
afterEach(() => setClock());
afterAll(() => api.stop());

const isInvitation = (mail: CaughtMail) => mail.subject.endsWith('invited you to your client portal');
const firstAccessPathIn = (mail: CaughtMail) => /\/auth\/first-access\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
const accessOf = async (clientId: string) => ((await firm.owner.agent.get('/api/clients').expect(200)).body as { id: string; access: string }[]).find((client) => client.id === clientId)?.access;

describe('adding a client mails them an invitation', () => {
  it('from the firm, answerable to the colleague who invited them, with the link the firm was shown', async () => {
    const username = uniqueEmail('ava');
    const created = await firm.owner.agent.post('/api/clients').send({ username, displayName: 'Ava Martinez' }).expect(201);
    expect(created.body).toMatchObject({ access: 'invited', temporaryPassword: expect.any(String) });

    const mail = await api.mailTo(username, isInvitation);
    expect(mail.subject).toBe('Harbor & Finch <Legal> invited you to your client portal');
    expect(mail.from).toContain('Harbor & Finch <Legal> via Clientline');
    expect(mail.replyTo).toContain(firm.owner.username);
    expect(mail.to).toEqual([username]);
    expect(mail.text).toContain('Welcome, Ava Martinez');
    const owner = (await firm.owner.agent.get('/api/user').expect(200)).body.user;
    expect(mail.text).toContain(`${owner.displayName} of Harbor & Finch <Legal> invited you.`);
    expect(mail.text).toContain('works once, for 7 days');
    expect(mail.html).toContain('Harbor &amp; Finch &lt;Legal&gt;');
    expect(firstAccessPathIn(mail)).toBe(created.body.firstAccessUrl);
    expect(mail.text).toContain(`http://localhost:${api.config.port}${created.body.firstAccessUrl}`);

    const token = created.body.firstAccessUrl.split('/').pop();
    await api.agent().post('/api/change-password').send({ currentPassword: token, newPassword: PASSWORD }).expect(200);
    expect(await accessOf(created.body.id)).toBe('active');
  });

  it("to a client account of several people, naming the account, for someone who works for several (a company's bookkeeper)", async () => {
    const created = await firm.owner.agent.post('/api/clients').send({ username: uniqueEmail('owner'), displayName: 'Lumen Bakery LLC' }).expect(201);
    const bookkeeper = uniqueEmail('dana');
    await firm.owner.agent.post(`/api/clients/${created.body.id}/people`).send({ username: bookkeeper, displayName: 'Dana Kim' }).expect(201);
    const mail = await api.mailTo(bookkeeper, isInvitation);
    expect(mail.text).toContain('Welcome, Dana Kim');
    expect(mail.text).toMatch(/ of Harbor & Finch <Legal> invited you to the Lumen Bakery LLC account\./);
  });

  it('for a new client of a new project too', async () => {
    const email = uniqueEmail('ben');
    await firm.owner.agent
      .post('/api/projects')
      .send({ name: 'Estate plan', startDate: '2030-01-01', newClient: { name: 'Ben Brown', email } })
      .expect(201);
    expect(firstAccessPathIn(await api.mailTo(email, isInvitation))).toMatch(/^\/auth\/first-access\//);
  });

  it('mails nothing when the address belongs to an account of another firm (the answer stays the same 409)', async () => {
    const theirs = await addClient(api, otherFirm);
    const queuedBefore = await OutboxMail.countDocuments({ to: theirs.username });
    const refused = await firm.owner.agent.post('/api/clients').send({ username: theirs.username, displayName: 'Someone' }).expect(409);
    expect(refused.body.message).toBe('An account with this email already exists');
    expect(await OutboxMail.countDocuments({ to: theirs.username })).toBe(queuedBefore);
  });
});

describe('Resend invitation', () => {
  it('mails a new link and stops the old one; the list shows the invitation expiring after 7 days', async () => {
    const invited = await inviteClient(firm, { displayName: 'Cleo Late' });
    expect(await accessOf(invited.id)).toBe('invited');
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    setClock(() => later);
    // A week on, the owner's session has idled out: they sign in again to look.
    await signInAgain(firm.owner);
    expect(await accessOf(invited.id)).toBe('invitation_expired');
    setClock();

    const renewed = await firm.owner.agent.post(`/api/clients/${invited.id}/access-link`).expect(200);
    expect(renewed.body.access).toBe('invited');
    const second = await api.mailTo(invited.username, (mail) => isInvitation(mail) && firstAccessPathIn(mail) === renewed.body.firstAccessUrl);
    expect(second.to).toEqual([invited.username]);
    expect(await OutboxMail.countDocuments({ to: invited.username, subject: second.subject })).toBe(2);
    await api.agent().post('/api/auth/validate-access-token').send({ token: invited.token }).expect(400);
    expect(await accessOf(invited.id)).toBe('invited');
  });
});
