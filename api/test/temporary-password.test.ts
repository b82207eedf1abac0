import { io as connect } from 'socket.io-client';
import { addClientOnTemporaryPassword, closeSockets, createFirm, createProject, openSocket, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

const CHANGE_PASSWORD_FIRST = 'Change your temporary password before continuing.';

let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
});
afterEach(() => closeSockets());
afterAll(() => api.stop());

async function clientOnTemporaryPassword() {
  const client = await addClientOnTemporaryPassword(api, firm);
  expect((await client.agent.get('/api/user').expect(200)).body.user.requiresPasswordChange).toBe(true);
  return client;
}

function handshakeError(cookie: string): Promise<string | null> {
  const socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve(null);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

describe('a client still on the temporary password the firm issued', () => {
  it('reads only their own account until they change the password', async () => {
    const client = await clientOnTemporaryPassword();
    const project = await createProject(firm, client);

    const me = await client.agent.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ id: client.id, requiresPasswordChange: true });

    for (const path of ['/api/projects', `/api/projects/${project.id}`, `/api/projects/${project.id}/messages`, '/api/notifications']) {
      const refused = await client.agent.get(path);
      expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 403, body: { message: CHANGE_PASSWORD_FIRST } });
    }
  });

  it('cannot write anything the firm would take for the client, nor finish the tour', async () => {
    const client = await clientOnTemporaryPassword();
    const project = await createProject(firm, client);

    await client.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Sent by whoever knows the password' }).expect(403, { message: CHANGE_PASSWORD_FIRST });
    await client.agent.post('/api/notifications/mark-read').send({ all: true }).expect(403, { message: CHANGE_PASSWORD_FIRST });
    await client.agent.post('/api/user/complete-onboarding').set('Content-Type', 'application/json').expect(403, { message: CHANGE_PASSWORD_FIRST });

    expect((await firm.owner.agent.get(`/api/projects/${project.id}/messages`).expect(200)).body).toEqual([]);
    expect((await client.agent.get('/api/user').expect(200)).body.user.firstLogin).toBe(true);
  });

  it('gets no socket until the password is changed', async () => {
    const client = await clientOnTemporaryPassword();
    expect(await handshakeError(client.cookie)).toBe(CHANGE_PASSWORD_FIRST);

    await client.agent.post('/api/change-password').send({ currentPassword: client.temporaryPassword, newPassword: 'my own passphrase' }).expect(200);
    await openSocket(api, client);
  });

  it('may change the password, check the access link and log out; then the whole portal answers', async () => {
    const client = await clientOnTemporaryPassword();
    const project = await createProject(firm, client);
    await client.agent.get('/api/projects').expect(403, { message: CHANGE_PASSWORD_FIRST });

    await client.agent.post('/api/auth/validate-access-token').send({ token: client.accessToken }).expect(200);
    const changed = await client.agent
      .post('/api/change-password')
      .send({ currentPassword: client.temporaryPassword, newPassword: 'my own passphrase' })
      .expect(200);
    expect(changed.body.user.requiresPasswordChange).toBe(false);

    const projects = await client.agent.get('/api/projects').expect(200);
    expect(projects.body.map((listed: { id: string }) => listed.id)).toEqual([project.id]);
    await client.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Hello from me' }).expect(201);

    await client.agent.post('/api/logout').set('Content-Type', 'application/json').expect(200);
    await client.agent.get('/api/user').expect(401);
  });

  it('may log out while still on the temporary password', async () => {
    const client = await clientOnTemporaryPassword();
    await client.agent.get('/api/notifications').expect(403, { message: CHANGE_PASSWORD_FIRST });
    await client.agent.post('/api/logout').set('Content-Type', 'application/json').expect(200, { ok: true, message: 'Logged out' });
    await client.agent.get('/api/user').expect(401);
  });

  it('sets a password with the first-access link from the same browser', async () => {
    const client = await clientOnTemporaryPassword();
    await client.agent.get('/api/notifications').expect(403, { message: CHANGE_PASSWORD_FIRST });
    await client.agent.post('/api/change-password').send({ currentPassword: client.accessToken, newPassword: 'link passphrase' }).expect(200);
    await client.agent.get('/api/notifications').expect(200);
  });
});
