import { io as connect } from 'socket.io-client';
import { addClient, closeSockets, createFirm, createProject, joinFirm, type Firm, type Member } from './fixtures';
import { startTestApi, uniqueEmail, type TestApi } from './test-api';

/**
 * A page of another site, even a sibling subdomain that SameSite=Lax counts as the same site (so the
 * session cookie goes along), must not be able to change anything: its Origin (or Referer) is checked
 * and every write must say it is JSON, which no HTML form can.
 */

const PUBLIC_URL = 'https://portal.harborfinch.example';
const SIBLING = 'https://blog.harborfinch.example';
const DEV_SERVER = 'http://localhost:3101';
const FROM_ANOTHER_SITE = `Refused a change sent from another site (${SIBLING}). Open Clientline at ${PUBLIC_URL} and try again.`;
const SEND_AS_JSON = 'Send the request as JSON (Content-Type: application/json), also when it has no body';

let api: TestApi;
let firm: Firm;
let client: Member;
let pending: Member;
beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL, TRUSTED_ORIGINS: DEV_SERVER } });
  firm = await createFirm(api);
  [client, pending] = await Promise.all([addClient(api, firm), joinFirm(api, firm, 'team_member', { approve: false })]);
});
afterAll(() => api.stop());
afterEach(closeSockets);

/** What an empty `<form method="post" action="...">` on the sibling site sends with the victim's cookie. */
const formPost = (agent: Member['agent'], path: string) =>
  agent.post(path).set('Origin', SIBLING).set('Content-Type', 'application/x-www-form-urlencoded');

const webhookToken = async () => (await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;

describe('a write sent by a page of another site', () => {
  it('approves no pending member, regenerates no webhook token and completes no onboarding', async () => {
    const tokenBefore = await webhookToken();

    await formPost(firm.owner.agent, `/api/team/members/${pending.id}/approve`).expect(403, { message: FROM_ANOTHER_SITE });
    await formPost(firm.owner.agent, '/api/organizations/webhook-token').expect(403, { message: FROM_ANOTHER_SITE });
    await formPost(client.agent, '/api/user/complete-onboarding').expect(403, { message: FROM_ANOTHER_SITE });

    const waiting = await firm.owner.agent.get('/api/team/pending').expect(200);
    expect(waiting.body.map((member: { id: string }) => member.id)).toContain(pending.id);
    expect((await pending.agent.get('/api/user').expect(200)).body.user.status).toBe('pending');
    expect(await webhookToken()).toBe(tokenBefore);
    expect((await client.agent.get('/api/user').expect(200)).body.user.firstLogin).toBe(true);
  });

  it('is refused whatever its content type or method, JSON included', async () => {
    const project = await createProject(firm, client);
    await firm.owner.agent.post('/api/user/complete-onboarding').set('Origin', SIBLING).set('Content-Type', 'text/plain').send('{}').expect(403);
    await firm.owner.agent.patch(`/api/projects/${project.id}`).set('Origin', SIBLING).send({ name: 'Renamed' }).expect(403, { message: FROM_ANOTHER_SITE });
    await firm.owner.agent.post('/api/logout').set('Origin', 'null').expect(403);
    expect((await firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body.name).toBe('Annual accounts');
  });

  it('is named by Referer when the browser sends no Origin', async () => {
    await firm.owner.agent.post(`/api/team/members/${pending.id}/approve`).set('Referer', `${SIBLING}/welcome`).expect(403, { message: FROM_ANOTHER_SITE });
    await firm.owner.agent.post(`/api/team/members/${pending.id}/reject`).set('Referer', 'not a url').expect(403);
    expect((await pending.agent.get('/api/user').expect(200)).body.user.status).toBe('pending');
  });

  it('passes when it comes from the app itself, a TRUSTED_ORIGINS page or no browser at all', async () => {
    await firm.owner.agent.post('/api/user/complete-onboarding').set('Origin', PUBLIC_URL).expect(200);
    await firm.owner.agent.post('/api/user/complete-onboarding').set('Referer', `${PUBLIC_URL}/dashboard`).expect(200);
    await firm.owner.agent.post('/api/user/complete-onboarding').set('Origin', DEV_SERVER).expect(200);
    await firm.owner.agent.post('/api/user/complete-onboarding').expect(200);
  });

  it("is refused from the server's own address when PUBLIC_URL names another", async () => {
    await firm.owner.agent.post('/api/user/complete-onboarding').set('Origin', api.baseUrl).expect(403);
  });
});

describe('every write says it is JSON', () => {
  it('refuses a body-less write without Content-Type: application/json, and accepts an empty one with it', async () => {
    await firm.owner.agent.post(`/api/team/members/${pending.id}/approve`).unset('Content-Type').expect(415, { message: SEND_AS_JSON });
    await firm.owner.agent.post('/api/organizations/webhook-token').set('Content-Type', 'application/x-www-form-urlencoded').expect(415, { message: SEND_AS_JSON });
    await client.agent.post('/api/user/complete-onboarding').set('Content-Type', 'text/plain').expect(415, { message: SEND_AS_JSON });
    await firm.owner.agent.delete('/api/timelines/64b000000000000000000000/share').unset('Content-Type').expect(415, { message: SEND_AS_JSON });
    expect((await pending.agent.get('/api/user').expect(200)).body.user.status).toBe('pending');
    expect((await client.agent.get('/api/user').expect(200)).body.user.firstLogin).toBe(true);

    await firm.owner.agent.post('/api/user/complete-onboarding').set('Content-Type', 'application/json; charset=utf-8').expect(200);
  });

  it('refuses JSON sent as text/plain', async () => {
    await firm.owner.agent
      .post('/api/clients')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ username: uniqueEmail('client'), displayName: 'Dana Reyes' }))
      .expect(415, { message: SEND_AS_JSON });
  });
});

describe('POST /api/webhooks/incoming', () => {
  it('is authenticated by its token, not the cookie, so any Origin may send it; it must still be JSON', async () => {
    const token = await webhookToken();
    await api.agent().post('/api/webhooks/incoming').set('Origin', SIBLING).send({ token, type: 'lead', content: 'From the blog' }).expect(201);
    await api.agent().post('/api/webhooks/incoming').set('X-Webhook-Token', token).set('Content-Type', 'application/x-www-form-urlencoded').send('type=lead&content=x').expect(415);
  });
});

describe('socket handshakes follow the same rule as writes', () => {
  function handshake(origin: string): Promise<string> {
    const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: firm.owner.cookie, origin }, reconnection: false });
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
    }).finally(() => socket.close()) as Promise<string>;
  }

  it('accepts PUBLIC_URL and TRUSTED_ORIGINS, refuses a sibling site and the bare server address', async () => {
    expect(await handshake(PUBLIC_URL)).toBe('connected');
    expect(await handshake(DEV_SERVER)).toBe('connected');
    expect(await handshake(SIBLING)).toMatch(/^refused/);
    expect(await handshake(api.baseUrl)).toMatch(/^refused/);
  });
});

describe('links in responses', () => {
  it('are built from PUBLIC_URL, whatever Host the request names', async () => {
    const project = await createProject(firm, client);
    const timeline = await firm.owner.agent.get(`/api/projects/${project.id}/timelines`).expect(200);
    const shared = await firm.owner.agent.post(`/api/timelines/${timeline.body.id}/share`).set('Host', 'evil.example').send({}).expect(201);
    expect(shared.body.shareUrl).toMatch(new RegExp(`^${PUBLIC_URL}/timeline/share/[A-Za-z0-9_-]{43}$`));

    const created = await firm.owner.agent.post('/api/clients').set('Host', 'evil.example').send({ username: uniqueEmail('client'), displayName: 'Dana Reyes' }).expect(201);
    expect(created.body.firstAccessUrl).toMatch(/^\/auth\/first-access\/[A-Za-z0-9_-]+$/);
  });
});
