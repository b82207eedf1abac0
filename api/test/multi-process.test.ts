import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type { Socket } from 'socket.io-client';
import { WEBHOOK_LIMITS } from '../src/webhooks/router';
import { as, remoteApi, startApisOnRedis, waitForSocketSubscribers } from './api-processes';
import { startRedisServer, waitFor, type Child } from './child-processes';
import { addClient, closeSockets, createFirm, createProject, eventOn, openSocket, recordEvents, signIn, type Firm } from './fixtures';
import type { TestApi } from './test-api';

/**
 * Two api processes behind one database (devdb's CLI) and one Redis (Debian's redis-server), as
 * docker-compose runs them: a session, the socket events and the rate limits span both.
 */
jest.setTimeout(120_000);

const children: Array<Pick<Child, 'kill'>> = [];
let tempDir: string;
let redisPort: number;
let redisUrl: string;
let redisServer: Pick<Child, 'kill'>;
let processA: Child;
let apiA: TestApi;
let apiB: TestApi;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-multi-process-'));
  const started = await startApisOnRedis(2, tempDir, children);
  ({ redisPort, redisUrl, redisServer } = started);
  processA = started.processes[0]!;
  [apiA, apiB] = started.processes.map(remoteApi);
});

afterAll(() => {
  closeSockets();
  for (const child of children) child.kill();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function readiness(api: TestApi): Promise<{ status: number; redis: string }> {
  const answer = await fetch(`${api.baseUrl}/api/ready`);
  return { status: answer.status, redis: ((await answer.json()) as { redis: string }).redis };
}

async function webhookToken(firm: Firm): Promise<string> {
  return (await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
}

function sendWebhook(api: TestApi, token: string, content: string) {
  return supertest(api.baseUrl).post('/api/webhooks/incoming').set('Content-Type', 'application/json').send({ type: 'note', content, token });
}

describe('two api processes on one database and one Redis', () => {
  it('accept on B the session cookie of a sign-in on A', async () => {
    const firm = await createFirm(apiA);
    const answer = await as(firm.owner, apiB).get('/api/user').expect(200);
    expect(answer.body.user).toMatchObject({ id: firm.owner.id, username: firm.owner.username });
  });

  it("deliver to sockets on A the chat message, notification and webhook request made through B, to that firm's sockets only", async () => {
    const firm = await createFirm(apiA);
    const otherFirm = await createFirm(apiA);
    const client = await addClient(apiA, firm);
    const project = await createProject(firm, client);
    const [token, otherToken] = await Promise.all([webhookToken(firm), webhookToken(otherFirm)]);

    const ownerSocket = await openSocket(apiA, firm.owner);
    const clientSocket = await openSocket(apiA, client);
    const strangers = await Promise.all([openSocket(apiA, otherFirm.owner), openSocket(apiB, otherFirm.owner)]);
    const heardByStrangers = strangers.map(recordEvents);

    const message = eventOn<{ projectId: string; message: { content: string } }>(ownerSocket, 'new_message');
    await as(client, apiB).post(`/api/projects/${project.id}/messages`).send({ content: 'Sent through B' }).expect(201);
    expect(await message).toMatchObject({ projectId: project.id, message: { content: 'Sent through B' } });

    const notification = eventOn<{ projectId: string; content: string }>(clientSocket, 'notification');
    await as(firm.owner, apiB)
      .post('/api/notifications')
      .send({ type: 'milestone_updated', projectId: project.id, title: 'Documents', description: 'Please upload your receipts' })
      .expect(201);
    expect(await notification).toMatchObject({ projectId: project.id, content: 'Documents: Please upload your receipts' });

    const webhookRequest = eventOn<{ id: string; content: string }>(ownerSocket, 'new_webhook_request');
    const received = await sendWebhook(apiB, token, 'Arrived at B').expect(201);
    expect(await webhookRequest).toMatchObject({ id: received.body.request.id, content: 'Arrived at B' });

    // B publishes in order: once the other firm's own event reached its sockets, all of the above had.
    const ownEvents = strangers.map((socket) => eventOn(socket, 'new_webhook_request'));
    const otherFirmsRequest = (await sendWebhook(apiB, otherToken, 'For the other firm').expect(201)).body.request.id;
    await Promise.all(ownEvents);
    for (const heard of heardByStrangers) {
      // Their own request, and its notification in their owner's bell: nothing of the first firm's.
      const requests = heard.filter(({ event }) => event !== 'notification');
      expect(requests.map(({ payload }) => (payload as { id: string }).id)).toEqual(requests.map(() => otherFirmsRequest));
      const bell = heard.filter(({ event }) => event === 'notification').map(({ payload }) => (payload as { content: string }).content);
      expect(bell).toEqual(bell.map(() => 'New request from webhook: "For the other firm"'));
    }
  });

  it('count the webhook rate limit over the requests sent to both', async () => {
    const token = await webhookToken(await createFirm(apiA));
    for (let i = 0; i < WEBHOOK_LIMITS.perOrganizationPerMinute; i++) {
      await sendWebhook(i % 2 === 0 ? apiA : apiB, token, `request ${i}`).expect(201);
    }
    for (const api of [apiA, apiB]) {
      const refused = await sendWebhook(api, token, 'one too many').expect(429);
      expect(refused.body.message).toMatch(/^Too many webhook requests\. Try again in \d+ seconds\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('close on A the sockets of a session signed out through B', async () => {
    const firm = await createFirm(apiA);
    const session = await signIn(apiA, firm.owner.username);
    const socket: Socket = await openSocket(apiA, session);
    const disconnected = eventOn<string>(socket, 'disconnect');
    await as(session, apiB).post('/api/logout').expect(200);
    expect(await disconnected).toBe('io server disconnect');
    await as(session, apiA).get('/api/user').expect(401);
  });

  it('stay up while Redis is away, say so on /api/ready, and pass events again once it is back', async () => {
    const firm = await createFirm(apiA);
    const token = await webhookToken(firm);
    redisServer.kill();
    for (const api of [apiA, apiB]) {
      await waitFor(async () => (await readiness(api)).status === 503, 10_000, () => `${api.baseUrl}/api/ready still says ready without Redis`);
      expect(await readiness(api)).toEqual({ status: 503, redis: 'down' });
    }
    await as(firm.owner, apiB).get('/api/user').expect(200);

    redisServer = await startRedisServer(redisPort);
    children.push(redisServer);
    await waitForSocketSubscribers(redisUrl, 2);
    for (const api of [apiA, apiB]) {
      await waitFor(async () => (await readiness(api)).status === 200, 10_000, () => `${api.baseUrl}/api/ready is not ready with Redis back`);
    }
    const ownerSocket = await openSocket(apiA, firm.owner);
    const webhookRequest = eventOn<{ content: string }>(ownerSocket, 'new_webhook_request');
    await sendWebhook(apiB, token, 'After the outage').expect(201);
    expect(await webhookRequest).toMatchObject({ content: 'After the outage' });
  });

  it('shut down on SIGTERM while Redis is away and events wait to be published: exit 0', async () => {
    const firm = await createFirm(apiA);
    redisServer.kill();
    await waitFor(async () => (await readiness(apiA)).status === 503, 10_000, () => `${apiA.baseUrl}/api/ready still says ready without Redis`);
    await sendWebhook(apiA, await webhookToken(firm), 'Waits for Redis').expect(201);
    processA.process.kill('SIGTERM');
    expect(await processA.exited).toBe(0);
  });
});
