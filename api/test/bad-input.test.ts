import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import supertest from 'supertest';
import { EARLY_TAPS_SCRIPT } from '@clientline/contracts/early-taps';
import { createApp, JSON_BODY_LIMIT_BYTES } from '../src/app';
import { loadConfig } from '../src/config';
import { sessionUserOf } from '../src/session/session-user';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function expectAlive() {
  await api.agent().get('/api/ready').expect(200, { ok: true, database: 'up' });
}

describe('health and unknown calls', () => {
  it('reports the database as up', async () => {
    await expectAlive();
  });

  it('answers unknown /api paths with a JSON 404 and wrong methods with a 405', async () => {
    await api.agent().get('/api/nothing-here').expect(404, { message: 'Not found' });
    await api.agent().post('/api/nothing-here').send({}).expect(404, { message: 'Not found' });
    const wrongMethod = await api.agent().delete('/api/login').expect(405);
    expect(wrongMethod.body.message).toBeTruthy();
  });

  it('answers a method the api does not know (TRACE) with a JSON 501, not a 500', async () => {
    await api.agent().trace('/api/user').expect(501, { message: 'Not Implemented' });
  });
});

const WRITE_CALLS = ['/api/login', '/api/register', '/api/change-password', '/api/auth/validate-access-token'];

describe('bad input is a 4xx with a message, never a 500', () => {
  it('refuses operator injection in any field', async () => {
    const { username } = await registerOrganization(api.agent());
    const injection = { $ne: null };
    const response = await api.agent().post('/api/login').send({ username, password: injection }).expect(400);
    expect(response.body).toEqual({ message: 'Password must be text', errors: { password: 'Password must be text' } });

    for (const path of WRITE_CALLS) {
      const body = { username: injection, password: injection, token: injection, currentPassword: injection, newPassword: injection, role: injection, displayName: injection };
      const result = await api.agent().post(path).send(body);
      expect([400, 401]).toContain(result.status);
      expect(typeof result.body.message).toBe('string');
    }
    await expectAlive();
  });

  it('refuses wrong types with field messages', async () => {
    const response = await api
      .agent()
      .post('/api/register')
      .send({ username: 42, password: true, role: 'organization', displayName: ['Ann'], organizationName: { name: 'x' } })
      .expect(400);
    expect(response.body.errors).toEqual({
      username: 'Email must be text',
      password: 'Password must be text',
      displayName: 'Must be text',
      organizationName: 'Must be text',
    });
  });

  it.each(WRITE_CALLS)('refuses a JSON array, string or null as the body of %s', async (path) => {
    for (const body of ['[{"username":"a@b.co"}]', '"text"', 'null', '42']) {
      const response = await api.agent().post(path).set('Content-Type', 'application/json').send(body).expect(400);
      expect(response.body).toEqual({ message: 'The request body must be a JSON object' });
    }
  });

  it('refuses malformed JSON', async () => {
    await api
      .agent()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "a@b.co", ')
      .expect(400, { message: 'Malformed JSON body' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await api
      .agent()
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, displayName: 'x'.repeat(JSON_BODY_LIMIT_BYTES) })
      .expect(413);
    expect(response.body.message).toBe('Request body is too large (at most 100 kB)');
    await expectAlive();
  });

  it('refuses a chunked body over the size limit (no Content-Length)', async () => {
    const request = api.agent().post('/api/login').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    request.write(`{"username":"${'a'.repeat(JSON_BODY_LIMIT_BYTES)}`);
    request.write('"}');
    const response = await request;
    expect(response.status).toBe(413);
    await expectAlive();
  });

  it('refuses a body that is not JSON (e.g. a cross-site HTML form) with 415', async () => {
    await api
      .agent()
      .post('/api/login')
      .type('form')
      .send({ username: 'a@b.co', password: PASSWORD })
      .expect(415, { message: 'Send the request as JSON (Content-Type: application/json), also when it has no body' });
  });

  it('answers a malformed id in a path with 404, not a cast error', async () => {
    const agent = api.agent();
    await registerOrganization(agent);
    await agent.post('/api/team/members/not-an-id/approve').expect(404, { message: 'Pending member not found' });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows same-origin scripts and sockets, and the usual hardening headers', async () => {
    const response = await api.agent().get('/api/health');
    const csp = response.headers['content-security-policy'];
    // Besides the app's own files, the one inline script of a painted page, by its hash: no other inline script runs.
    const earlyTaps = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${earlyTaps}';`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // Sockets to the app's own origin only, never `ws: wss:` (any host).
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/ws:|wss:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets no cache keep what the api answers', async () => {
    const agent = api.agent();
    await registerOrganization(agent);
    const response = await agent.get('/api/user').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the session cookie httpOnly and SameSite=Lax', async () => {
    const agent = api.agent();
    const response = await agent
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'client', displayName: 'Cleo' })
      .expect(201);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('clientline.sid='));
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
  });

  it('in production, names the cookie __Host-clientline.sid, marks it Secure (even when TLS ends at a proxy) and sends HSTS', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://clientline.example.com', SMTP_URL: 'smtp://smtp.example.com:587', MAIL_FROM: 'no-reply@clientline.example' });
    const production = supertest(createApp({ config }).callback());
    const response = await production
      .post('/api/register')
      .send({ username: uniqueEmail(), password: PASSWORD, role: 'client', displayName: 'Cleo' })
      .expect(201);
    const setCookies = response.headers['set-cookie'] as unknown as string[];
    // A __Host- name: the browser keeps it only Secure, Path=/ and without Domain.
    expect(setCookies.find((value) => value.startsWith('clientline.sid'))).toBeUndefined();
    for (const name of ['__Host-clientline.sid=', '__Host-clientline.sid.sig=']) {
      const cookie = setCookies.find((value) => value.startsWith(name));
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; path=\/(;|$)/i);
      expect(cookie).not.toMatch(/; domain=/i);
    }
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // PUBLIC_URL's own wss: origin is named beside 'self' (older Safari does not count wss: as 'self').
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' wss://clientline.example.com;");

    // Every reader takes the same name: the api's requests and the socket handshake's and pages' reader.
    const sent = setCookies.map((value) => value.split(';')[0]).join('; ');
    await production.get('/api/user').set('Cookie', sent).expect(200);
    const app = createApp({ config });
    const request = Object.assign(new IncomingMessage(new Socket()), { headers: { cookie: sent }, url: '/ws', method: 'GET' });
    const signedIn = await sessionUserOf(app.createContext(request, new ServerResponse(request)));
    expect(signedIn?.user._id.toString()).toBe(response.body.user.id);
    const devNamed = sent.replaceAll('__Host-clientline.sid', 'clientline.sid');
    await production.get('/api/user').set('Cookie', devNamed).expect(401);
  });
});
