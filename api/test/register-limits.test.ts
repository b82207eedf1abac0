import { MAX_REGISTRATIONS_PER_ADDRESS } from '../src/auth/registration-limit';
import { MAX_PENDING_REQUESTS } from '../src/users/pending-requests';
import { createFirm, type Firm } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

// Behind the one proxy TRUST_PROXY promises, the caller's address is the last X-Forwarded-For entry.
let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
  firm = await createFirm(api);
});
afterAll(() => api.stop());

let addressCounter = 0;
function newAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function register(address: string, fields: Record<string, unknown> = {}) {
  return api
    .agent()
    .post('/api/register')
    .set('X-Forwarded-For', address)
    .send({ username: uniqueEmail('joiner'), password: PASSWORD, role: 'client', displayName: 'Jo Joiner', ...fields });
}

const pendingCount = async () => (await firm.owner.agent.get('/api/team/pending').expect(200)).body.length as number;

describe('POST /api/register', () => {
  it(`allows ${MAX_REGISTRATIONS_PER_ADDRESS} registrations per address in 15 minutes, then 429 and nothing created`, async () => {
    const address = newAddress();
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) await register(address).expect(201);

    const username = uniqueEmail('one-too-many');
    const refused = await register(address, { username }).expect(429);
    expect(refused.body.message).toMatch(/^Too many registrations from this address\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await api.agent().post('/api/login').set('X-Forwarded-For', newAddress()).send({ username, password: PASSWORD }).expect(401);

    await register(newAddress()).expect(201);
  }, 120_000);

  it(`keeps at most ${MAX_PENDING_REQUESTS} requests waiting for one firm, also when they arrive together`, async () => {
    const joinFirm = (address: string) => register(address, { organizationName: firm.slug });
    const before = await pendingCount();
    for (let i = before; i < MAX_PENDING_REQUESTS - 5; i++) await joinFirm(newAddress()).expect(201);

    const together = await Promise.all(Array.from({ length: 15 }, () => joinFirm(newAddress())));
    expect(together.filter((response) => ![201, 409].includes(response.status))).toEqual([]);
    expect(await pendingCount()).toBeLessThanOrEqual(MAX_PENDING_REQUESTS);

    while ((await pendingCount()) < MAX_PENDING_REQUESTS) await joinFirm(newAddress());
    const refused = await joinFirm(newAddress()).expect(409);
    expect(refused.body).toEqual({
      message: 'This organization has too many requests waiting for approval. Ask it to review them, then try again.',
      errors: { organizationName: 'This organization has too many requests waiting for approval. Ask it to review them, then try again.' },
    });

    // Once the firm turns one down, there is room again; other firms are not affected.
    const [oldest] = (await firm.owner.agent.get('/api/team/pending').expect(200)).body;
    await firm.owner.agent.post(`/api/team/members/${oldest.id}/reject`).set('Content-Type', 'application/json').expect(200);
    await joinFirm(newAddress()).expect(201);
    const otherFirm = await createFirm(api);
    await register(newAddress(), { organizationName: otherFirm.slug }).expect(201);
  }, 120_000);
});
