import { WEBHOOK_LIMITS } from '../src/webhooks/router';
import { useTwoFirms } from './fixtures';

// A file of its own (its own database): these tests use the limits up.
const world = useTwoFirms();
let token: string;
beforeAll(async () => {
  token = (await world.firm.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken;
});

const send = (body: object) => world.api.agent().post('/api/webhooks/incoming').send(body);

describe('webhook rate limits', () => {
  it("answers 429 with Retry-After once an organization's token has used its requests for the minute", async () => {
    for (let i = 0; i < WEBHOOK_LIMITS.perOrganizationPerMinute; i++) {
      await send({ type: 'burst', content: `request ${i}`, token }).expect(201);
    }
    const refused = await send({ type: 'burst', content: 'one too many', token }).expect(429);
    expect(refused.body.message).toMatch(/^Too many webhook requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const stored = (await world.firm.owner.agent.get('/api/webhook-requests').expect(200)).body.requests;
    expect(stored.filter((request: { content: string }) => request.content === 'one too many')).toEqual([]);
  });

  it('limits an address even when its tokens are wrong', async () => {
    const usedSoFar = WEBHOOK_LIMITS.perOrganizationPerMinute + 1;
    for (let i = usedSoFar; i < WEBHOOK_LIMITS.perAddressPerMinute; i++) {
      await send({ type: 't', content: 'c', token: 'guess' }).expect(401);
    }
    await send({ type: 't', content: 'c', token: 'guess' }).expect(429);
  });
});
