import { addClient, createFirm, joinFirm, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firmA: Firm;
let firmB: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firmA = await createFirm(api, 'Müller & Söhne Legal');
  firmB = await createFirm(api);
});
afterAll(() => api.stop());

describe('GET /api/organizations/:organizationName', () => {
  it('finds an organization by its name or by the slug of the Share Profile link, for anyone', async () => {
    const expected = { organizationName: 'Müller & Söhne Legal', username: 'muller-sohne-legal' };
    await api.agent().get(`/api/organizations/${encodeURIComponent('Müller & Söhne Legal')}`).expect(200, expected);
    await api.agent().get('/api/organizations/muller-sohne-legal').expect(200, expected);
  });

  it('answers an unknown organization with 404', async () => {
    await api.agent().get('/api/organizations/no-such-firm-here').expect(404, { message: 'Organization not found' });
    await api.agent().get(`/api/organizations/${encodeURIComponent('%%%')}`).expect(404, { message: 'Organization not found' });
  });
});

describe('GET and POST /api/organizations/webhook-token', () => {
  const TOKEN = /^whk_[a-f0-9]{24}_[A-Za-z0-9_-]{43}$/;

  it('shows the organization its token, the same on every view', async () => {
    const first = await firmA.owner.agent.get('/api/organizations/webhook-token').expect(200);
    expect(first.body.webhookConfig.webhookToken).toMatch(TOKEN);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await firmA.owner.agent.get('/api/organizations/webhook-token').expect(200);
    expect(again.body.webhookConfig.webhookToken).toBe(first.body.webhookConfig.webhookToken);
  });

  it('regenerates the token: the old one stops working at once', async () => {
    const old = (await firmA.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    const regenerated = await firmA.owner.agent.post('/api/organizations/webhook-token').expect(200);
    const fresh = regenerated.body.webhookConfig.webhookToken;
    expect(fresh).toMatch(TOKEN);
    expect(fresh).not.toBe(old);
    expect(regenerated.body.message).toBe('New webhook token generated successfully');

    const call = { type: 'client_request', content: 'Please call me back' };
    await api.agent().post('/api/webhooks/incoming').send({ ...call, token: old }).expect(401, { message: 'Invalid webhook token' });
    await api.agent().post('/api/webhooks/incoming').send({ ...call, token: fresh }).expect(201);
    const view = await firmA.owner.agent.get('/api/organizations/webhook-token').expect(200);
    expect(view.body.webhookConfig.webhookToken).toBe(fresh);
  });

  it('gives each organization its own token', async () => {
    const a = await firmA.owner.agent.get('/api/organizations/webhook-token').expect(200);
    const b = await firmB.owner.agent.get('/api/organizations/webhook-token').expect(200);
    expect(a.body.webhookConfig.webhookToken).not.toBe(b.body.webhookConfig.webhookToken);
  });

  it('is for the organization account only', async () => {
    const member = await joinFirm(api, firmA, 'team_member');
    const client = await addClient(api, firmA);
    for (const agent of [member.agent, client.agent]) {
      await agent.get('/api/organizations/webhook-token').expect(403);
      await agent.post('/api/organizations/webhook-token').expect(403);
    }
    await api.agent().get('/api/organizations/webhook-token').expect(401);
    await api.agent().post('/api/organizations/webhook-token').expect(401);
  });
});
