import { useTwoApisOnRedis } from './api-processes';
import { createFirm, eventOn, openSocket, signIn } from './fixtures';
import { PASSWORD, registerOrganization } from './test-api';

/**
 * A socket never outlives the session it was opened with, on every api process: a session replaced through
 * process A (signing in as someone else in the same browser) closes its socket on process B (socket.io's
 * Redis adapter).
 */
jest.setTimeout(120_000);

const DISCONNECT_WITHIN_MS = 1_000;

const apis = useTwoApisOnRedis('socket-sessions-processes');

it("signing in as someone else through process A closes the old session's socket on process B within a second", async () => {
  const firm = await createFirm(apis.a);
  const browser = await signIn(apis.a, firm.owner.username);
  const socket = await openSocket(apis.b, browser);
  const disconnected = eventOn<string>(socket, 'disconnect', DISCONNECT_WITHIN_MS);
  const other = await registerOrganization(apis.a.agent());
  await browser.agent.post('/api/login').send({ username: other.username, password: PASSWORD }).expect(200);
  expect(await disconnected).toBe('io server disconnect');
  // Its old cookie opens no socket anywhere.
  await expect(openSocket(apis.a, browser)).rejects.toThrow('Please log in to continue');
});
