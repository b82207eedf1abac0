import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startApiProcess, type Child } from './child-processes';

/**
 * `npm start` listens on loopback unless HOST says otherwise: a development instance's /dev/mailbox shows
 * every reset link, and must not be open to the local network.
 */
jest.setTimeout(90_000);

let dataDir: string;
let api: (Child & { baseUrl: string }) | undefined;
afterAll(() => {
  api?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** This machine's addresses on its network (not loopback). */
function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);
}

it('answers on 127.0.0.1 and refuses a connection to any other address of the machine', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-listen-'));
  const port = await freePort();
  // An empty HOST counts as unset: the default applies, whatever the shell running the test exports.
  api = await startApiProcess(port, { DATA_DIR: dataDir, HOST: '' });

  expect((await fetch(`${api.baseUrl}/dev/mailbox/messages.json`)).status).toBe(200);
  for (const address of networkAddresses()) {
    await expect(fetch(`http://${address}:${port}/dev/mailbox/messages.json`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  }
});
