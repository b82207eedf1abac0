import { MESSAGE_MAX_LENGTH } from '@clientline/contracts';
import { closeSockets, createProject, joinFirm, nextEvent, openSocket, recordEvents, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

let projectId: string;
beforeAll(async () => {
  projectId = (await createProject(world.firm, world.client)).id;
});
afterEach(closeSockets);

const messagesPath = () => `/api/projects/${projectId}/messages`;

describe('POST and GET /api/projects/:id/messages', () => {
  it("keeps the conversation between the firm and the project's client, oldest first", async () => {
    const fromClient = await world.client.agent.post(messagesPath()).send({ content: '  Hello, any news?  ' }).expect(201);
    expect(fromClient.body).toEqual({
      id: expect.any(String),
      content: 'Hello, any news?',
      createdAt: expect.any(String),
      senderId: world.client.id,
      sender: { id: world.client.id, displayName: 'Carla Client' },
    });
    await world.firm.owner.agent.post(messagesPath()).send({ content: 'Yes, the draft is ready.' }).expect(201);
    await world.teamMember.agent.post(messagesPath()).send({ content: 'I will send it today.' }).expect(201);

    for (const reader of [world.client, world.firm.owner, world.teamMember]) {
      const list = await reader.agent.get(messagesPath()).expect(200);
      expect(list.body.map((message: { content: string }) => message.content)).toEqual([
        'Hello, any news?',
        'Yes, the draft is ready.',
        'I will send it today.',
      ]);
      expect(list.body[0]).toEqual(fromClient.body);
    }
  });

  it('takes the sender from the session, never from a senderName in the body', async () => {
    const response = await world.client.agent.post(messagesPath()).send({ content: 'Signed by me', senderName: 'Olivia Owner', senderId: world.firm.owner.id }).expect(201);
    expect(response.body.sender).toEqual({ id: world.client.id, displayName: 'Carla Client' });
    expect(response.body.senderId).toBe(world.client.id);
  });

  it('refuses empty, whitespace-only, too long and non-text content with 400', async () => {
    for (const content of ['', '   \n ', undefined]) {
      const response = await world.client.agent.post(messagesPath()).send({ content }).expect(400);
      expect(response.body).toEqual({ message: 'Message content is required', errors: { content: 'Message content is required' } });
    }
    const tooLong = await world.client.agent.post(messagesPath()).send({ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }).expect(400);
    expect(tooLong.body.message).toBe(`Message is too long (${MESSAGE_MAX_LENGTH} characters at most)`);
    await world.client.agent.post(messagesPath()).send({ content: { $ne: null } }).expect(400);
  });

  it("denies everyone outside the project's conversation", async () => {
    const pending = await joinFirm(world.api, world.firm, 'team_member', { approve: false });
    const denied: Array<[Member['agent'], number, string]> = [
      [world.otherClient.agent, 403, 'You do not have access to this project'],
      [pending.agent, 403, 'You do not have access to this project'],
      [world.otherFirm.owner.agent, 404, 'Project not found'],
    ];
    for (const [agent, status, message] of denied) {
      await agent.get(messagesPath()).expect(status, { message });
      await agent.post(messagesPath()).send({ content: 'let me in' }).expect(status, { message });
    }
    await world.api.agent().get(messagesPath()).expect(401);
    await world.api.agent().post(messagesPath()).send({ content: 'anonymous' }).expect(401);
    await world.firm.owner.agent.get('/api/projects/not-an-id/messages').expect(404, { message: 'Project not found' });

    const contents = (await world.firm.owner.agent.get(messagesPath()).expect(200)).body.map((message: { content: string }) => message.content);
    expect(contents).not.toContain('let me in');
  });
});

describe('new_message on the socket', () => {
  it("reaches the firm's staff and the project's client, not another client or firm", async () => {
    const [ownerSocket, clientSocket, otherClientSocket, firmBSocket] = await Promise.all([
      openSocket(world.api, world.firm.owner),
      openSocket(world.api, world.client),
      openSocket(world.api, world.otherClient),
      openSocket(world.api, world.otherFirm.owner),
    ]);
    const strangers = [recordEvents(otherClientSocket), recordEvents(firmBSocket)];
    const toOwner = nextEvent(ownerSocket, 'new_message');
    const toClient = nextEvent(clientSocket, 'new_message');
    const sent = await world.teamMember.agent.post(messagesPath()).send({ content: 'Live update' }).expect(201);
    const expected = { projectId, message: sent.body };
    expect(await toOwner).toEqual(expected);
    expect(await toClient).toEqual(expected);

    // The strangers' own events arrive after the message would have.
    const otherProject = (await createProject(world.firm, world.otherClient)).id;
    const ownB = nextEvent(firmBSocket, 'new_webhook_request');
    const ownOther = nextEvent(otherClientSocket, 'new_message');
    await world.otherClient.agent.post(`/api/projects/${otherProject}/messages`).send({ content: 'mine' }).expect(201);
    const tokenB = (await world.otherFirm.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken;
    await world.api.agent().post('/api/webhooks/incoming').send({ type: 't', content: 'c', token: tokenB }).expect(201);
    await Promise.all([ownB, ownOther]);
    const messagesSeen = strangers.map((events) =>
      events.filter(({ event }) => event === 'new_message').map(({ payload }) => (payload as { message: { content: string } }).message.content),
    );
    expect(messagesSeen).toEqual([['mine'], []]);
  });
});
