import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteApi, startApisOnRedis } from './api-processes';
import type { Child } from './child-processes';
import { closeSockets, createFirm, eventOn, openSocket, signIn } from './fixtures';
import { PASSWORD, registerOrganization, type TestApi } from './test-api';

/**
 * Issue 23, finding 3 on every api process: a session replaced through process A (signing in as
 * someone else in the same browser) closes its socket on process B (socket.io's Redis adapter).
 */
jest.setTimeout(120_000);

const DISCONNECT_WITHIN_MS = 1_000;

const children: Array<Pick<Child, 'kill'>> = [];
let tempDir: string;
let apiA: TestApi;
let apiB: TestApi;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-socket-sessions-processes-'));
  const { processes } = await startApisOnRedis(2, tempDir, children);
  [apiA, apiB] = processes.map(remoteApi);
});

afterAll(() => {
  closeSockets();
  for (const child of children) child.kill();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

it("signing in as someone else through process A closes the old session's socket on process B within a second", async () => {
  const firm = await createFirm(apiA);
  const browser = await signIn(apiA, firm.owner.username);
  const socket = await openSocket(apiB, browser);
  const disconnected = eventOn<string>(socket, 'disconnect', DISCONNECT_WITHIN_MS);
  const other = await registerOrganization(apiA.agent());
  await browser.agent.post('/api/login').send({ username: other.username, password: PASSWORD }).expect(200);
  expect(await disconnected).toBe('io server disconnect');
  // Its old cookie opens no socket anywhere.
  await expect(openSocket(apiA, browser)).rejects.toThrow('Please log in to continue');
});
