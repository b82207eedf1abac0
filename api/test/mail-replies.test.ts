// Replies by mail: a person answers a project's mail, and the reply comes in through the real SMTP path (the
// embedded catcher, as the inbound listener in production) and the sender checks (SPF/DKIM/DMARC on the local
// DNS of mail/local-dns.ts). Posted once as their chat message, or refused with a mail back and nothing posted.
import { Types } from 'mongoose';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Message } from '@clientline/contracts';
import { LOCAL_DKIM_SELECTOR, localDkimPrivateKey } from '../src/mail/local-dns';
import { logger } from '../src/observability/logger';
import { replyAddressFor } from '../src/replies/addresses';
import { startInboundSmtp } from '../src/replies/inbound';
import { addClientPerson, createProject, useTwoFirms, type Member } from './fixtures';
import { waitFor } from './wait-for';

const world = useTwoFirms();

interface Reply {
  from: string;
  to: string;
  text: string;
  messageId?: string;
  /** Signed by the sender's domain (the local DKIM key), as a mail provider signs; false: unsigned. */
  signed?: boolean;
  /** The envelope's sender, when it is not `from` (a relay of another domain). */
  envelopeFrom?: string;
}

async function sendReply({ from, to, text, messageId = `<${new Types.ObjectId().toString()}@mail.example.com>`, signed = true, envelopeFrom }: Reply): Promise<string> {
  const domain = from.split('@')[1]!;
  const transport = nodemailer.createTransport({
    url: world.api.smtpUrl!,
    ...(signed ? { dkim: { domainName: domain, keySelector: LOCAL_DKIM_SELECTOR, privateKey: localDkimPrivateKey } } : {}),
  });
  await transport.sendMail({ from, to, subject: 'Re: Reminder', text, messageId, envelope: { from: envelopeFrom ?? from, to } });
  transport.close();
  return messageId;
}

/** A reply as a mail program sends it, signed by the sender's domain: any subject, any attachments. */
async function sendSigned(mail: SendMailOptions & { from: string }): Promise<void> {
  const transport = nodemailer.createTransport({ url: world.api.smtpUrl!, dkim: { domainName: mail.from.split('@')[1]!, keySelector: LOCAL_DKIM_SELECTOR, privateKey: localDkimPrivateKey } });
  await transport.sendMail(mail);
  transport.close();
}

const chatOf = async (member: Pick<Member, 'agent'>, projectId: string): Promise<Message[]> => (await member.agent.get(`/api/projects/${projectId}/messages`).expect(200)).body;

async function addressOf(member: Pick<Member, 'id'>, projectId: string): Promise<string> {
  return replyAddressFor({ _id: new Types.ObjectId(member.id), organizationId: new Types.ObjectId(world.firm.organizationId) }, new Types.ObjectId(projectId));
}

/** The one mail back a refused reply gets, naming why. */
async function refusalTo(member: Pick<Member, 'username'>, reason: string) {
  const mail = await world.api.mailTo(member.username, (caught) => caught.subject.startsWith('Your reply was not posted') && caught.text.includes(reason));
  expect(mail.text).toContain('Nothing of it was posted.');
  return mail;
}

describe('replies by mail', () => {
  it("posts a client's reply to a reminder in the project's chat, without the quoted mail, once per Message-ID", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Reply by mail' });
    const [item] = (await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }] }).expect(201)).body;
    await world.firm.owner.agent.post(`/api/document-requests/${item.id}/remind`).expect(200);
    const reminder = await world.api.mailTo(world.client.username, (mail) => mail.subject === 'Reminder: W-2 for Reply by mail');
    expect(reminder.replyTo).toMatch(/^reply\+[0-9a-f]{32}@clientline\.localhost$/);
    expect(reminder.text).toContain('Reply to this email to answer: your reply is posted in the project’s chat.');

    const text = 'My employer sends the W-2 on Friday.\n\nCarla\n\nOn Mon, Dec 1, 2026 at 9:00 AM Harbor via Clientline <no-reply@clientline.localhost> wrote:\n> Hello Carla, W-2 is still needed\n';
    const messageId = await sendReply({ from: world.client.username, to: reminder.replyTo!, text });
    await waitFor(async () => (await chatOf(world.firm.owner, project.id)).some((message) => message.content.startsWith('My employer')), 10_000, () => 'the reply was not posted');
    const posted = (await chatOf(world.firm.owner, project.id)).filter((message) => message.content.startsWith('My employer'));
    expect(posted).toEqual([expect.objectContaining({ content: 'My employer sends the W-2 on Friday.\n\nCarla', senderId: world.client.id })]);

    // The provider delivers it again (it did not hear our answer): nothing more is posted.
    await sendReply({ from: world.client.username, to: reminder.replyTo!, text, messageId });
    const trail = (await world.firm.owner.agent.get('/api/audit-log?action=message.sent_by_email').expect(200)).body;
    expect(trail.entries.filter((entry: { project: { id: string } | null }) => entry.project?.id === project.id)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: world.client.id }), detail: 'By email' }),
    ]);
    expect((await chatOf(world.firm.owner, project.id)).filter((message) => message.content.startsWith('My employer'))).toHaveLength(1);
  });

  it('refuses a forged sender, a failed DMARC, a revoked address and a removed person, posting nothing and saying why', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Refused replies' });
    const address = await addressOf(world.client, project.id);
    const before = (await chatOf(world.firm.owner, project.id)).length;

    await sendReply({ from: 'mallory@evil.example', to: address, text: 'Send the refund to my account' });
    await refusalTo(world.client, 'It came from mallory@evil.example, not from the address we wrote to');

    // Unsigned, and sent through a relay of another domain: SPF passes for that domain, not for the From's.
    await sendReply({ from: world.client.username, to: address, text: 'Unsigned', signed: false, envelopeFrom: 'bounce@relay.example' });
    await refusalTo(world.client, 'We could not verify that it came from your address');

    await world.client.agent.post('/api/user/reply-addresses/revoke').expect(200);
    await sendReply({ from: world.client.username, to: address, text: 'After revoking' });
    await refusalTo(world.client, 'This reply address is no longer in use');
    const fresh = await addressOf(world.client, project.id);
    expect(fresh).not.toBe(address);

    const person = await addClientPerson(world.api, world.firm, world.client.id, { displayName: 'Paul Partner' });
    const theirs = await addressOf(person, project.id);
    await world.firm.owner.agent.delete(`/api/clients/${world.client.id}/people/${person.id}`).expect(200);
    await sendReply({ from: person.username, to: theirs, text: 'I was removed' });
    const noAccess = await refusalTo(person, 'You no longer have access to this project');
    // Nowhere to answer instead: the project is no longer theirs to open.
    expect(noAccess.text).not.toContain('chat instead');
    expect(noAccess.text).not.toContain('/project/');

    // Another firm's person writing to this firm's reply address is not its person.
    await sendReply({ from: world.otherFirm.owner.username, to: fresh, text: 'Other firm' });
    await refusalTo(world.client, `It came from ${world.otherFirm.owner.username}, not from the address we wrote to`);

    expect(await chatOf(world.firm.owner, project.id)).toHaveLength(before);
  });

  it('refuses a reply with nothing of its own, and ignores mail to an address nobody has', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Empty replies' });
    const address = await addressOf(world.client, project.id);
    await sendReply({ from: world.client.username, to: address, text: '\nOn Mon, Dec 1, 2026, Harbor wrote:\n> Anything?\n' });
    await refusalTo(world.client, 'It had no text of its own above the quoted mail, and no attachment');
    // Nothing but a signature is nothing of their own either.
    const signer = await addClientPerson(world.api, world.firm, world.client.id, { displayName: 'Sam Signature' });
    await sendReply({ from: signer.username, to: await addressOf(signer, project.id), text: '-- \nSam Signature\nSent from my phone\n' });
    await refusalTo(signer, 'It had no text of its own above the quoted mail, and no attachment');
    await sendReply({ from: world.client.username, to: 'reply+0123456789abcdef0123456789abcdef@clientline.localhost', text: 'Lost' });
    expect(await chatOf(world.firm.owner, project.id)).toHaveLength(0);
  });

  it("adds a reply's attachments to the project's documents, answering the request its subject names, once", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Attached reply' });
    const [w2] = (await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }, { name: '1099' }] }).expect(201)).body;
    const address = await addressOf(world.client, project.id);
    const attachment = { from: world.client.username, to: address, subject: 'Re: Reminder: W-2 for Attached reply', text: 'Here it is', attachments: [{ filename: 'w2.pdf', content: '%PDF-1.7 the W-2' }] };
    await sendSigned({ ...attachment, messageId: '<w2-reply@mail.example.com>' });
    await waitFor(async () => (await chatOf(world.firm.owner, project.id)).some((message) => message.content === 'Here it is'), 10_000, () => 'the reply was not posted');

    const documents = (await world.firm.owner.agent.get(`/api/projects/${project.id}/documents`).expect(200)).body as Array<{ id: string; name: string; requestItemId: string | null; uploadedById: string }>;
    expect(documents).toEqual([expect.objectContaining({ name: 'w2.pdf', requestItemId: w2.id })]);
    const checklist = (await world.firm.owner.agent.get(`/api/projects/${project.id}/document-requests`).expect(200)).body as Array<{ id: string; status: string }>;
    expect(checklist.find((item) => item.id === w2.id)?.status).toBe('received');
    const trail = (await world.firm.owner.agent.get('/api/audit-log?action=document.uploaded').expect(200)).body;
    expect(trail.entries.filter((entry: { project: { id: string } | null }) => entry.project?.id === project.id)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: world.client.id }), detail: 'By email' }),
    ]);

    // Delivered again: nothing more is stored or posted.
    await sendSigned({ ...attachment, messageId: '<w2-reply@mail.example.com>' });
    await sendReply({ from: world.client.username, to: address, text: 'After the retry' });
    await waitFor(async () => (await chatOf(world.firm.owner, project.id)).some((message) => message.content === 'After the retry'), 10_000, () => 'the next reply was not posted');
    expect((await world.firm.owner.agent.get(`/api/projects/${project.id}/documents`).expect(200)).body).toHaveLength(1);
    expect((await chatOf(world.firm.owner, project.id)).filter((message) => message.content === 'Here it is')).toHaveLength(1);
  });

  it('refuses a reply whose attachment fails the file checks, storing and posting nothing', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Refused attachment' });
    const address = await addressOf(world.client, project.id);
    await sendSigned({ from: world.client.username, to: address, subject: 'Re: Files', text: 'Two files', attachments: [{ filename: 'w2.pdf', content: '%PDF-1.7' }, { filename: 'setup.exe', content: 'MZ\u0090\u0000 not a document' }] });
    await refusalTo(world.client, 'setup.exe');
    expect((await world.firm.owner.agent.get(`/api/projects/${project.id}/documents`).expect(200)).body).toEqual([]);
    expect(await chatOf(world.firm.owner, project.id)).toEqual([]);
  });

  it("lets the local mailbox answer a mail as its recipient, through the same path", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Mailbox reply' });
    const [item] = (await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: '1099' }] }).expect(201)).body;
    await world.firm.owner.agent.post(`/api/document-requests/${item.id}/remind`).expect(200);
    const reminder = await world.api.mailTo(world.client.username, (mail) => mail.subject === 'Reminder: 1099 for Mailbox reply');
    const page = await world.api.agent().get(`/dev/mailbox/${reminder.id}`).expect(200);
    expect(page.text).toContain('Send reply');
    await world.api.agent().post(`/dev/mailbox/${reminder.id}/reply`).set('Content-Type', 'application/x-www-form-urlencoded').send('text=The+1099+is+on+its+way').expect(303);
    await waitFor(async () => (await chatOf(world.client, project.id)).some((message) => message.content === 'The 1099 is on its way'), 10_000, () => 'the reply was not posted');
  });

  it("tells a law firm's client in its words, with a link through the firm's sign-in page", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Estate plan' });
    const address = await addressOf(world.client, project.id);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/archive`).send({}).expect(200);
    await world.firm.owner.agent.put('/api/organizations/practice').send({ practice: 'law' }).expect(200);
    try {
      await sendReply({ from: world.client.username, to: address, text: 'Still there?' });
      const mail = await refusalTo(world.client, 'The matter is archived.');
      expect(mail.subject).toBe('Your reply was not posted to Estate plan');
      expect(mail.text).toContain('Answer in the matter’s chat instead, where everyone on the matter reads it.');
      expect(mail.text).toContain(`Open the matter: http://`);
      expect(mail.text).toContain(`/${world.firm.slug}?next=${encodeURIComponent(`/project/${project.id}`)}`);
    } finally {
      await world.firm.owner.agent.put('/api/organizations/practice').send({ practice: 'other' }).expect(200);
    }
  });

  it('takes replies on the production listener too, and refuses other recipients at RCPT', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Listener reply' });
    const address = await addressOf(world.client, project.id);
    const listener = await startInboundSmtp({ port: 0, host: '127.0.0.1', logger });
    try {
      const transport = nodemailer.createTransport({
        url: `smtp://127.0.0.1:${listener.port}`,
        dkim: { domainName: world.client.username.split('@')[1]!, keySelector: LOCAL_DKIM_SELECTOR, privateKey: localDkimPrivateKey },
      });
      await transport.sendMail({ from: world.client.username, to: address, subject: 'Re: W-2', text: 'Through the listener' });
      await expect(transport.sendMail({ from: world.client.username, to: 'someone@clientline.localhost', subject: 'Hi', text: 'Not a reply' })).rejects.toThrow(/550/);
      transport.close();
    } finally {
      await listener.close();
    }
    expect((await chatOf(world.firm.owner, project.id)).map((message) => message.content)).toEqual(['Through the listener']);
  });
});
