import supertest from 'supertest';
import { createApp } from '../src/app';
import { AuditEntry } from '../src/audit/model';
import { setClock } from '../src/clock/clock';
import {
  ACCOUNT_UNDER_ATTACK_FAILURES,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  UNDER_ATTACK_DELAY_MS,
} from '../src/auth/throttle';
import { PASSWORD, registerOrganization, startTestApi, uniqueEmail, type TestApi } from './test-api';

// Behind the one proxy TRUST_PROXY promises, the caller's address is the last X-Forwarded-For entry.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => api.stop());
afterEach(() => setClock());

let addressCounter = 0;
/** An IPv4 address no other test uses. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function login(username: string, password: string, address: string) {
  return api.agent().post('/api/login').set('X-Forwarded-For', address).send({ username, password });
}

async function failRepeatedly(username: string, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await login(username, `wrong ${i}`, address).expect(401);
}

async function newAccount(): Promise<string> {
  return (await registerOrganization(api.agent().set('X-Forwarded-For', newAddress()))).username;
}

describe('failed sign-ins are counted per account and address', () => {
  it("refuses the address that failed, even with the right password, while the owner's own address still signs in", async () => {
    const username = await newAccount();
    const attacker = newAddress();
    await failRepeatedly(username, attacker, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);

    const refused = await login(username, PASSWORD, attacker).expect(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A second api process on the same database sees the same counters.
    await supertest(createApp({ config: api.config }).callback()).post('/api/login').set('X-Forwarded-For', attacker).send({ username, password: PASSWORD }).expect(429);

    await login(username, PASSWORD, newAddress()).expect(200);
  });

  it('lets no burst of simultaneous wrong passwords from one address past its limit', async () => {
    const username = await newAccount();
    const attacker = newAddress();
    const attempts = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS + 5 }, (_, i) => login(username, `wrong ${i}`, attacker)),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts an IPv6 caller by its /64, the block one subscriber gets', async () => {
    const username = await newAccount();
    await failRepeatedly(username, '2001:db8:1:2::1', MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    await login(username, PASSWORD, '2001:db8:1:2:ffff::9').expect(429);
    await login(username, PASSWORD, '2001:db8:1:3::1').expect(200);
  });
});

describe('an account under attack from many addresses', () => {
  it('slows down, and does not refuse, the right password from an address that has not failed', async () => {
    const username = await newAccount();
    const attackers = Math.ceil(ACCOUNT_UNDER_ATTACK_FAILURES / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    for (let i = 0; i < attackers; i++) await failRepeatedly(username, newAddress(), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);

    const startedAt = Date.now();
    await login(username, PASSWORD, newAddress()).expect(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(UNDER_ATTACK_DELAY_MS);
  }, 60_000);
});

describe('the limit per address', () => {
  it(`counts failures across accounts: a busy office keeps signing in until ${MAX_FAILURES_PER_ADDRESS}, then only that address is refused`, async () => {
    const office = newAddress();
    const [colleague, victim] = await Promise.all([newAccount(), newAccount()]);
    // Wrong passwords for many accounts, a few each, so no account-and-address limit is reached.
    const failOnNewAccounts = async (failures: number) => {
      for (let done = 0; done < failures; done += 5) {
        const username = uniqueEmail('typo');
        await Promise.all(Array.from({ length: Math.min(5, failures - done) }, (_, i) => login(username, `wrong ${i}`, office).expect(401)));
      }
    };
    await failOnNewAccounts(MAX_FAILURES_PER_ADDRESS - 10);
    for (let i = 0; i < 20; i++) await login(colleague, PASSWORD, office).expect(200);

    await failOnNewAccounts(10);
    await login(victim, PASSWORD, office).expect(429);
    await login(victim, PASSWORD, newAddress()).expect(200);
  }, 120_000);
});

describe('the audit trail of throttled sign-ins', () => {
  /** The `sign_in.failed` entries of the account, by the answer each one records. */
  async function failedSignInEntries(username: string): Promise<{ wrong: number; throttled: number }> {
    const entries = (await AuditEntry.collection.find({ action: 'sign_in.failed' }).toArray()).filter((entry) => entry.detail?.startsWith(`${username}: `));
    const throttled = entries.filter((entry) => entry.detail?.includes('Too many failed sign-in attempts')).length;
    return { wrong: entries.length - throttled, throttled };
  }

  it('records throttling once per address and throttle window, not each refused attempt', async () => {
    const start = new Date();
    setClock(() => start);
    const username = await newAccount();
    const attacker = newAddress();
    await failRepeatedly(username, attacker, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    for (let i = 0; i < 5; i++) await login(username, PASSWORD, attacker).expect(429);
    expect(await failedSignInEntries(username)).toEqual({ wrong: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, throttled: 1 });

    // The window has ended: failing again until refused opens a new one, recorded once more.
    setClock(() => new Date(start.getTime() + 16 * 60 * 1000));
    await failRepeatedly(username, attacker, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    for (let i = 0; i < 3; i++) await login(username, PASSWORD, attacker).expect(429);
    expect(await failedSignInEntries(username)).toEqual({ wrong: 2 * MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, throttled: 2 });
  }, 60_000);
});
