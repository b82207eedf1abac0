// The firm sees the mail a real relay refused: the api sends through SMTP_URL to an smtp-server of the
// test's own, which answers 550 for one mailbox.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createFirm, joinFirm, type Firm } from './fixtures';
import { startTestApi, uniqueEmail, type TestApi } from './test-api';
import { waitFor } from './wait-for';

const REFUSED = 'nobody-here@example.com';
let relay: SMTPServer;
let api: TestApi;
let firm: Firm;
let otherFirm: Firm;

beforeAll(async () => {
  relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) return callback(Object.assign(new Error('550 5.1.1 No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
  const { port } = relay.server.address() as AddressInfo;
  api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  [firm, otherFirm] = await Promise.all([createFirm(api), createFirm(api)]);
});
afterAll(async () => {
  await api.stop();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

async function undelivered(firmToAsk: Firm): Promise<{ to: string; subject: string; reason: string }[]> {
  return (await firmToAsk.owner.agent.get('/api/mail/undelivered').expect(200)).body;
}

it("lists the firm's mail the relay refused, with its reason, to the firm's owner only", async () => {
  await firm.owner.agent.post('/api/clients').send({ username: REFUSED, displayName: 'Nobody Here' }).expect(201);
  await firm.owner.agent.post('/api/clients').send({ username: uniqueEmail('fine'), displayName: 'Fine Client' }).expect(201);

  await waitFor(async () => (await undelivered(firm)).length > 0, 10_000, () => 'the refused invitation was not listed');
  expect(await undelivered(firm)).toEqual([
    { id: expect.any(String), to: REFUSED, subject: `${firm.organizationName} invited you to your client portal`, reason: expect.stringMatching(/550 5\.1\.1 No such mailbox/), failedAt: expect.any(String) },
  ]);
  expect(await undelivered(otherFirm)).toEqual([]);
  const teammate = await joinFirm(api, firm, 'team_member');
  await teammate.agent.get('/api/mail/undelivered').expect(403);
});
