import { OutboxMail } from '../src/mail/model';
import { addClient, createFirm, signIn, type Firm } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const isAlert = (mail: { subject: string }) => mail.subject === 'A new sign-in to your account';
const alertsQueuedTo = (address: string) => OutboxMail.countDocuments({ to: address, subject: 'A new sign-in to your account' });

let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
  firm = await createFirm(api, 'Harbor & Finch Legal');
});
afterAll(() => api.stop());

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

it('stops when turned off again, and refuses a setting that is not on or off', async () => {
  const username = firm.owner.username;
  const { agent } = await signIn(api, username);
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
