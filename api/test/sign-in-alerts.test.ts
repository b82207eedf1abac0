import { setClock } from '../src/clock/clock';
import { USER_AGENT_MAX_LENGTH } from '../src/http/user-agent';
import { OutboxMail } from '../src/mail/model';
import { SessionModel } from '../src/session/model';
import { addClient, createFirm, signIn, type Firm } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOUR_MS = 60 * 60 * 1000;
const isAlert = (mail: { subject: string }) => mail.subject === 'A new sign-in to your account';
const alertsQueuedTo = (address: string) => OutboxMail.countDocuments({ to: address, subject: 'A new sign-in to your account' });

let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
  firm = await createFirm(api, 'Harbor & Finch Legal');
});
afterAll(() => api.stop());
afterEach(() => setClock());

function signInWith(username: string, userAgent: string) {
  return api.agent().post('/api/login').set('User-Agent', userAgent).send({ username, password: PASSWORD }).expect(200);
}

async function withAlertsOn(displayName: string) {
  const client = await addClient(api, firm, { displayName });
  await client.agent.put('/api/user/notification-settings').send({ signInAlerts: true }).expect(200);
  return client;
}

it('mails nobody about a sign-in until they turn sign-in alerts on: they are off by default', async () => {
  const client = await addClient(api, firm);
  const me = await client.agent.get('/api/user').expect(200);
  expect(me.body.user.notificationSettings.signInAlerts).toBe(false);

  await signIn(api, client.username);
  expect(await alertsQueuedTo(client.username)).toBe(0);
});

it('once turned on, mails each sign-in with when, which browser and which address, and what to do if it was not you', async () => {
  const client = await addClient(api, firm, { displayName: 'Ava Martinez' });
  const saved = await client.agent.put('/api/user/notification-settings').send({ signInAlerts: true }).expect(200);
  expect(saved.body).toMatchObject({ ok: true, message: 'Notification settings saved', user: { notificationSettings: { signInAlerts: true } } });

  await api
    .agent()
    .post('/api/login')
    .set('User-Agent', CHROME_ON_WINDOWS)
    .set('X-Forwarded-For', '198.51.100.7')
    .send({ username: client.username, password: PASSWORD })
    .expect(200);
  const alert = await api.mailTo(client.username, isAlert);
  expect(alert.from).toContain('Harbor & Finch Legal via Clientline');
  expect(alert.text).toContain('with Chrome on Windows, from the address 198.51.100.7');
  expect(alert.text).toContain('If this was not you, choose a new password at once');
  expect(alert.text).toContain('/auth/forgot-password');

  await signIn(api, client.username);
  expect(await alertsQueuedTo(client.username)).toBe(2);
  // Only this account's sign-ins: the firm's owner signing in mails the client nothing.
  await signIn(api, firm.owner.username);
  expect(await alertsQueuedTo(client.username)).toBe(2);
});

it('mails only a proven address: an owner who has not confirmed their email yet gets no alert until they do', async () => {
  const newFirm = await createFirm(api, 'Quay Street Accountants');
  const { username } = newFirm.owner;
  await newFirm.owner.agent.put('/api/user/notification-settings').send({ signInAlerts: true }).expect(200);
  await signInWith(username, CHROME_ON_WINDOWS);
  expect(await alertsQueuedTo(username)).toBe(0);

  const confirmation = await api.mailTo(username, (mail) => mail.subject === 'Confirm your email address');
  const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!;
  await api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(200);
  await signInWith(username, CHROME_ON_WINDOWS);
  expect(await alertsQueuedTo(username)).toBe(1);
});

it('stops when turned off again, and refuses a setting that is not on or off', async () => {
  const { username, agent } = await addClient(api, firm);
  await agent.put('/api/user/notification-settings').send({ signInAlerts: true }).expect(200);
  const refused = await agent.put('/api/user/notification-settings').send({ signInAlerts: 'yes' }).expect(400);
  expect(refused.body.message).toBe('Sign-in alerts must be on (true) or off (false)');
  await agent.put('/api/user/notification-settings').send({ signInAlerts: false }).expect(200);
  const before = await alertsQueuedTo(username);
  await signIn(api, username);
  expect(await alertsQueuedTo(username)).toBe(before);
});

it('asks a signed-out caller to sign in', async () => {
  await api.agent().put('/api/user/notification-settings').send({ signInAlerts: true }).expect(401);
});

it('mails at most once a day for each browser: more sign-ins with it that day add nothing; another browser, or the next day, mails again', async () => {
  const start = new Date();
  setClock(() => start);
  const client = await withAlertsOn('Noah Reyes');

  await signInWith(client.username, CHROME_ON_WINDOWS);
  setClock(() => new Date(start.getTime() + 23 * HOUR_MS));
  await signInWith(client.username, CHROME_ON_WINDOWS.replace('131.0.0.0', '132.0.0.0'));
  expect(await alertsQueuedTo(client.username)).toBe(1);

  await signInWith(client.username, FIREFOX_ON_LINUX);
  expect(await alertsQueuedTo(client.username)).toBe(2);

  setClock(() => new Date(start.getTime() + 25 * HOUR_MS));
  await signInWith(client.username, CHROME_ON_WINDOWS);
  expect(await alertsQueuedTo(client.username)).toBe(3);
});

it('signs in with a crafted 15 kB User-Agent: the header is cut to 512 characters before anything reads it', async () => {
  const client = await withAlertsOn('Mia Lopez');
  const crafted = 'iPad,'.repeat(3_000);

  const agent = api.agent();
  await agent.post('/api/login').set('User-Agent', crafted).send({ username: client.username, password: PASSWORD }).expect(200);

  const alert = await api.mailTo(client.username, isAlert);
  expect(alert.text).toContain('with iPadOS, from the address');
  const sessions = await agent.get('/api/user/sessions').expect(200);
  expect(sessions.body.sessions[0]).toMatchObject({ browser: null, device: 'iPadOS', current: true });
  const stored = await SessionModel.find({ userId: client.id }).lean();
  expect(Math.max(...stored.map((session) => session.userAgent?.length ?? 0))).toBe(USER_AGENT_MAX_LENGTH);
});
