// Replies a mail provider posts raw to POST /api/inbound-mail (INBOUND_MAIL_SECRET set): no SMTP session, so
// the sender checks rest on DKIM; a signed reply is posted, an unsigned one refused.
import { Types } from 'mongoose';
import { dkimSign } from 'mailauth';
import type { Message } from '@clientline/contracts';
import { LOCAL_DKIM_SELECTOR, localDkimPrivateKey } from '../src/mail/local-dns';
import { replyAddressFor } from '../src/replies/addresses';
import { addClient, createFirm, createProject, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

const SECRET = 'inbound-mail-secret-for-tests-only';
let api: TestApi;
let firm: Firm;
let client: Member;

beforeAll(async () => {
  api = await startTestApi({ env: { INBOUND_MAIL_SECRET: SECRET } });
  firm = await createFirm(api);
  client = await addClient(api, firm);
});
afterAll(() => api.stop());

async function rawReply(to: string, text: string, signed: boolean): Promise<Buffer> {
  const message = Buffer.from(
    [`From: ${client.username}`, `To: ${to}`, 'Subject: Re: W-2', `Message-ID: <${new Types.ObjectId().toString()}@mail.example.com>`, 'Date: Fri, 04 Dec 2026 10:00:00 +0000', '', text, ''].join('\r\n'),
  );
  if (!signed) return message;
  const key = { signingDomain: client.username.split('@')[1]!, selector: LOCAL_DKIM_SELECTOR, privateKey: localDkimPrivateKey };
  // The typings ask for the key at the top; the signer reads it from signatureData.
  const signature = await dkimSign(message, { ...key, canonicalization: 'relaxed/relaxed', signatureData: [key] });
  return Buffer.concat([Buffer.from(signature.signatures), message]);
}

const post = (body: Buffer, secret = SECRET) =>
  api.agent().post('/api/inbound-mail').set('Authorization', `Bearer ${secret}`).set('Content-Type', 'message/rfc822').send(body.toString());

describe('POST /api/inbound-mail', () => {
  it('posts a signed reply, refuses an unsigned one, and takes nothing without the secret or as anything but a raw mail', async () => {
    const project = await createProject(firm, client, { name: 'Provider replies' });
    const address = await replyAddressFor({ _id: new Types.ObjectId(client.id), organizationId: new Types.ObjectId(firm.organizationId) }, new Types.ObjectId(project.id));

    expect((await post(await rawReply(address, 'Signed and sealed', true)).expect(200)).body).toMatchObject({ status: 'posted' });
    expect((await post(await rawReply(address, 'Not signed', false)).expect(200)).body).toEqual({ status: 'refused', reason: 'We could not verify that it came from your address' });
    await post(await rawReply(address, 'Wrong secret', true), 'not-the-secret-of-this-api').expect(401);
    await api.agent().post('/api/inbound-mail').set('Authorization', `Bearer ${SECRET}`).send({ text: 'json' }).expect(415);

    const chat: Message[] = (await firm.owner.agent.get(`/api/projects/${project.id}/messages`).expect(200)).body;
    expect(chat.map((message) => message.content)).toEqual(['Signed and sealed']);
  });
});
