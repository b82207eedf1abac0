import { closeSockets, drain, nextEvent, openSocket, recordEvents, useTwoFirms, type Firm } from './fixtures';

const world = useTwoFirms();
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  tokenA = (await world.firm.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken;
  tokenB = (await world.otherFirm.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken;
});
afterEach(closeSockets);

const incoming = () => world.api.agent().post('/api/webhooks/incoming');
const requestsOf = async (firm: Firm) => (await firm.owner.agent.get('/api/webhook-requests').expect(200)).body.requests;

describe('New Requests: handled, and repeats', () => {
  it('marks a request handled by whoever did it, and not handled again; another firm cannot', async () => {
    const sent = await incoming().send({ type: 'new_client', content: JSON.stringify({ name: 'Hana Ito', email: 'hana@example.com' }), token: tokenA }).expect(201);
    const id = sent.body.request.id;
    const handled = await world.firm.owner.agent.put(`/api/webhook-requests/${id}/handled`).send({ handled: true }).expect(200);
    expect(handled.body).toMatchObject({ id, handled: { at: expect.any(String), byName: expect.any(String) } });
    expect((await requestsOf(world.firm)).find((request: { id: string }) => request.id === id).handled).toEqual(handled.body.handled);
    const audit = (await world.firm.owner.agent.get('/api/audit-log?action=webhook_request.handled').expect(200)).body.entries;
    expect(audit[0]).toMatchObject({ action: 'webhook_request.handled', object: { type: 'webhook_request', id } });

    await world.otherFirm.owner.agent.put(`/api/webhook-requests/${id}/handled`).send({ handled: false }).expect(404, { message: 'Webhook request not found' });
    await world.firm.owner.agent.put(`/api/webhook-requests/${id}/handled`).send({ handled: 'yes' }).expect(400);
    expect((await world.firm.owner.agent.put(`/api/webhook-requests/${id}/handled`).send({ handled: false }).expect(200)).body.handled).toBeNull();
  });

  it('flags a request from an email an earlier one came from, pointing at the earliest', async () => {
    const email = `repeat-${Date.now()}@example.com`;
    const first = await incoming().send({ type: 'new_client', content: JSON.stringify({ name: 'Ravi', email }), token: tokenA }).expect(201);
    const again = await incoming().send({ type: 'contact', content: `Hello again, this is ${email.toUpperCase()}`, token: tokenA }).expect(201);
    const listed = await requestsOf(world.firm);
    const byId = (id: string) => listed.find((request: { id: string }) => request.id === id);
    expect(byId(first.body.request.id).repeatOf).toBeNull();
    expect(byId(again.body.request.id).repeatOf).toBe(first.body.request.id);
  });
});

describe('POST /api/webhooks/incoming', () => {
  it('stores and processes a valid request sent with the token in the body', async () => {
    const response = await incoming()
      .send({ type: 'client_request', content: 'New client intake form', source: 'website', token: tokenA })
      .expect(201);
    expect(response.body).toEqual({
      ok: true,
      message: 'Webhook request received',
      request: {
        id: expect.any(String),
        type: 'client_request',
        content: 'New client intake form',
        source: 'website',
        status: 'processed',
        createdAt: expect.any(String),
        handled: null,
        repeatOf: null,
      },
    });
    expect((await requestsOf(world.firm))[0]).toEqual(response.body.request);
  });

  it('takes the token from the X-Webhook-Token header too', async () => {
    const response = await incoming().set('X-Webhook-Token', tokenA).send({ type: 'document_uploaded', content: 'tax-return.pdf' }).expect(201);
    expect(response.body.request).toMatchObject({ status: 'processed', source: 'webhook' });
  });

  it('fails a request without content, keeping it with the reason', async () => {
    const response = await incoming().send({ type: 'client_request', token: tokenA }).expect(422);
    expect(response.body).toMatchObject({ ok: false, message: 'Content is required' });
    expect(response.body.request).toMatchObject({ status: 'failed', failureReason: 'Content is required' });
    const stored = (await requestsOf(world.firm)).find((request: { id: string }) => request.id === response.body.request.id);
    expect(stored).toMatchObject({ status: 'failed', failureReason: 'Content is required' });
  });

  it('fails a request whose type is too long, naming the field', async () => {
    const response = await incoming().send({ type: 'x'.repeat(101), content: 'hello', token: tokenA }).expect(422);
    expect(response.body.message).toBe('Type must be at most 100 characters');
  });

  it('refuses a missing, wrong or foreign-looking token with 401 and stores nothing', async () => {
    const before = (await requestsOf(world.firm)).length;
    await incoming().send({ type: 't', content: 'c' }).expect(401, {
      message: 'Webhook token is required (body field token or header X-Webhook-Token)',
    });
    const forged = tokenA.slice(0, -4) + (tokenA.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const token of [forged, 'not-a-token', `${tokenA}x`]) {
      await incoming().send({ type: 't', content: 'c', token }).expect(401, { message: 'Invalid webhook token' });
    }
    expect((await requestsOf(world.firm)).length).toBe(before);
  });

  it('refuses fields that are not text, such as query operators, with 400', async () => {
    const response = await incoming().send({ type: { $ne: null }, content: 'c', token: tokenA }).expect(400);
    expect(response.body.errors).toEqual({ type: 'Type must be text' });
    await incoming().send({ type: 't', content: 'c', token: { $gt: '' } }).expect(400);
    await incoming().set('Content-Type', 'application/json').send('[1,2]').expect(400);
  });

  it('refuses a body over 32 kB with 413', async () => {
    const response = await incoming().send({ type: 't', content: 'x'.repeat(33 * 1024), token: tokenA }).expect(413);
    expect(response.body.message).toBe('Webhook body is too large (at most 32 kB)');
  });

  it('creates nothing new for a repeated Idempotency-Key, within one organization only', async () => {
    const body = { type: 'payment', content: 'Invoice 42 paid' };
    const first = await incoming().set('Idempotency-Key', 'evt-42').send({ ...body, token: tokenA }).expect(201);
    const repeat = await incoming().set('Idempotency-Key', 'evt-42').send({ ...body, token: tokenA }).expect(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body.request).toEqual(first.body.request);
    expect((await requestsOf(world.firm)).filter((request: { type: string }) => request.type === 'payment')).toHaveLength(1);

    // Another organization's sender may use the same key for its own request.
    const other = await incoming().set('Idempotency-Key', 'evt-42').send({ ...body, token: tokenB }).expect(201);
    expect(other.body.request.id).not.toBe(first.body.request.id);
  });

  it('answers a repeated Idempotency-Key of a failed request with the same failure', async () => {
    const first = await incoming().set('Idempotency-Key', 'bad-1').send({ content: 'no type', token: tokenA }).expect(422);
    const repeat = await incoming().set('Idempotency-Key', 'bad-1').send({ type: 'now valid', content: 'x', token: tokenA }).expect(422);
    expect(repeat.body.request.id).toBe(first.body.request.id);
  });
});

describe('webhook socket events', () => {
  it("tells the organization's account about a request as it arrives and once processed, and nobody else", async () => {
    const member = world.teamMember;
    const ownerA = await openSocket(world.api, world.firm.owner);
    const memberA = await openSocket(world.api, member);
    const ownerB = await openSocket(world.api, world.otherFirm.owner);
    const eventsA = recordEvents(ownerA);
    const eventsOfMember = recordEvents(memberA);
    const eventsB = recordEvents(ownerB);

    const processed = nextEvent(ownerA, 'webhook_request_processed');
    const response = await incoming().send({ type: 'client_request', content: 'Call me', token: tokenA }).expect(201);
    await processed;
    await drain(ownerA, world.firm.owner.id);
    const { id } = response.body.request;
    const webhookEventsOf = (events: typeof eventsA) => events.filter(({ event }) => event !== 'notification' && event !== 'probe');
    expect(webhookEventsOf(eventsA)).toEqual([
      { event: 'new_webhook_request', payload: expect.objectContaining({ id, status: 'pending', content: 'Call me' }) },
      { event: 'webhook_request_processed', payload: expect.objectContaining({ id, status: 'processed' }) },
    ]);
    // The owner's bell hears of it too.
    expect(eventsA.filter(({ event }) => event === 'notification').map(({ payload }) => (payload as { type: string }).type)).toEqual(['webhook_request']);

    // Events reach each socket in order: once these later ones arrive, nothing of A's can still come.
    await drain(memberA, member.id);
    expect(eventsOfMember.map(({ event }) => event)).toEqual(['probe']);
    const ownB = nextEvent(ownerB, 'webhook_request_processed');
    await incoming().send({ type: 'client_request', content: 'For B', token: tokenB }).expect(201);
    await ownB;
    expect(webhookEventsOf(eventsB).map(({ payload }) => (payload as { content: string }).content)).toEqual(['For B', 'For B']);
  });

  it('emits webhook_request_failed with the reason for an invalid request', async () => {
    const ownerA = await openSocket(world.api, world.firm.owner);
    const failed = nextEvent<{ status: string; failureReason: string }>(ownerA, 'webhook_request_failed');
    await incoming().send({ content: 'missing type', token: tokenA }).expect(422);
    expect(await failed).toMatchObject({ status: 'failed', failureReason: 'Type is required' });
  });
});

describe('GET /api/webhook-requests', () => {
  it("lists only the organization's own requests, newest first", async () => {
    await incoming().send({ type: 'only_b', content: 'B secret', token: tokenB }).expect(201);
    const listA = await world.firm.owner.agent.get('/api/webhook-requests').expect(200);
    expect(listA.body.ok).toBe(true);
    const idsA = listA.body.requests.map((request: { id: string }) => request.id);
    const listB = await requestsOf(world.otherFirm);
    expect(listB[0]).toMatchObject({ type: 'only_b' });
    expect(listB.filter((request: { id: string }) => idsA.includes(request.id))).toEqual([]);
    const times = listA.body.requests.map((request: { createdAt: string }) => request.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is for the organization account only', async () => {
    for (const { agent } of [world.teamMember, world.client, world.pendingMember]) await agent.get('/api/webhook-requests').expect(403);
    await world.api.agent().get('/api/webhook-requests').expect(401);
  });
});
