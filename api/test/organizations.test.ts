import { Organization } from '../src/organizations/model';
import { backfillLookAlikeKeys } from '../src/organizations/service';
import { duplicateKeyAnswer } from '../src/http/duplicate-key';
import { addClient, createFirm, joinFirm, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

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
    const expected = { organizationName: 'Müller & Söhne Legal', username: 'muller-sohne-legal', practice: 'other' };
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

describe('POST /api/register: an organization name that reads like another firm\'s', () => {
  const TAKEN = { message: 'This organization name is already taken', errors: { organizationName: 'This organization name is already taken' } };
  const registerFirm = (organizationName: string) =>
    api.agent().post('/api/register').send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName });

  beforeAll(async () => {
    await registerFirm('Harbor & Finch Legal').expect(201);
  });

  it.each([
    ['a Cyrillic а', 'H\u0430rbor & Finch Legal'],
    ['a full-width Ｈ', '\uff28arbor & Finch Legal'],
    ['digits for letters', 'HARB0R & FINCH LEGA1'],
    ['an invisible zero-width space', 'Harbor & Fin\u200bch Legal'],
    ['other punctuation', 'Harbor · Finch — Legal'],
  ])('is refused with %s', async (_, organizationName) => {
    await registerFirm(organizationName).expect(409, TAKEN);
  });

  it('accepts a name that only resembles it in meaning, and keeps the letters of any script in the slug', async () => {
    const harbour = await registerFirm('Harbour & Finch Legal').expect(201);
    expect(harbour.body.user.organizationSlug).toBe('harbour-finch-legal');

    const cyrillic = await registerFirm('Мир Юристов').expect(201);
    expect(cyrillic.body.user.organizationSlug).toBe('мир-юристов');
    await api.agent().get(`/api/organizations/${encodeURIComponent('мир-юристов')}`).expect(200, { organizationName: 'Мир Юристов', username: 'мир-юристов', practice: 'other' });
  });

  it('refuses a word that mixes alphabets even when no firm holds the name it imitates', async () => {
    const mixed = 'Organization name cannot mix alphabets within a word (such as Latin and Cyrillic letters)';
    await registerFirm('P\u0430lisade Law').expect(400, { message: mixed, errors: { organizationName: mixed } });
    await registerFirm('Palisade Law').expect(201);
    await registerFirm('Palisade Мир').expect(201);
  });

  it('stores the name in its NFKC form, so the login page shows plain letters', async () => {
    const registered = await registerFirm('\uff2f\uff52\uff43\uff48\uff41\uff52\uff44   Law').expect(201);
    expect(registered.body.user.organizationName).toBe('Orchard Law');
    expect(registered.body.user.organizationSlug).toBe('orchard-law');
  });

  it('lets one of several look-alike names registered at the same moment through', async () => {
    const names = ['Cobalt & Reed', 'Cobalt · Reed', '\uff23\uff4fbalt & Reed', 'COBALT & REED'];
    const responses = await Promise.all(names.map((name) => registerFirm(name)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.body).toEqual(TAKEN);
  });

  it('checks against firms stored before look-alike keys existed once the start-up backfill ran', async () => {
    const now = new Date();
    const legacy = (name: string, slug: string) => ({ name, slug, phoneNumber: null, createdAt: now, updatedAt: now });
    // Two old firms that already read alike: only the first can hold the key; the start-up goes on.
    await Organization.collection.insertMany([legacy('Quill Partners', 'quill-partners'), legacy('QUILL PARTNERS', 'quill-partners-2')]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backfillLookAlikeKeys();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    await registerFirm('Qu\u0456ll Partners').expect(409, TAKEN);
  });

  it('holds in the database itself: a second firm with the same look-alike key is refused by its unique index, answered as taken', async () => {
    const firm = (slug: string) => ({ name: 'Lantern Legal', slug, lookAlikeKey: 'lantern-legal-key', phoneNumber: null });
    await Organization.create(firm('lantern-legal'));
    const error = await Organization.create(firm('l\u0430ntern-legal')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 11000 });
    expect(duplicateKeyAnswer(error as never, { organizationName: 'L\u0430ntern Legal' })).toEqual(TAKEN);
  });
});
