import { MESSAGE_MAX_LENGTH } from '@clientline/contracts';
import { closeSockets, createProject, createTwoFirms, joinFirm, nextEvent, openSocket, recordEvents, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firmA: Firm;
let firmB: Firm;
let client: Member;
let otherClient: Member;
let member: Member;
let projectId: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ firm: firmA, otherFirm: firmB, client, otherClient, teamMember: member } = await createTwoFirms(api));
  projectId = (await createProject(firmA, client)).id;
});
afterEach(closeSockets);
afterAll(() => api.stop());

const messagesPath = () => `/api/projects/${projectId}/messages`;

describe('POST and GET /api/projects/:id/messages', () => {
  it("keeps the conversation between the firm and the project's client, oldest first", async () => {
    const fromClient = await client.agent.post(messagesPath()).send({ content: '  Hello, any news?  ' }).expect(201);
    expect(fromClient.body).toEqual({
      id: expect.any(String),
      content: 'Hello, any news?',
      createdAt: expect.any(String),
      senderId: client.id,
      sender: { id: client.id, displayName: 'Carla Client' },
    });
    await firmA.owner.agent.post(messagesPath()).send({ content: 'Yes, the draft is ready.' }).expect(201);
    await member.agent.post(messagesPath()).send({ content: 'I will send it today.' }).expect(201);

    for (const reader of [client, firmA.owner, member]) {
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
    const response = await client.agent.post(messagesPath()).send({ content: 'Signed by me', senderName: 'Olivia Owner', senderId: firmA.owner.id }).expect(201);
    expect(response.body.sender).toEqual({ id: client.id, displayName: 'Carla Client' });
    expect(response.body.senderId).toBe(client.id);
  });

  it('refuses empty, whitespace-only, too long and non-text content with 400', async () => {
    for (const content of ['', '   \n ', undefined]) {
      const response = await client.agent.post(messagesPath()).send({ content }).expect(400);
      expect(response.body).toEqual({ message: 'Message content is required', errors: { content: 'Message content is required' } });
    }
    const tooLong = await client.agent.post(messagesPath()).send({ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }).expect(400);
    expect(tooLong.body.message).toBe(`Message is too long (${MESSAGE_MAX_LENGTH} characters at most)`);
    await client.agent.post(messagesPath()).send({ content: { $ne: null } }).expect(400);
  });

  it("denies everyone outside the project's conversation", async () => {
    const pending = await joinFirm(api, firmA, 'team_member', { approve: false });
    const denied: Array<[Member['agent'], number, string]> = [
      [otherClient.agent, 403, 'You do not have access to this project'],
      [pending.agent, 403, 'You do not have access to this project'],
      [firmB.owner.agent, 404, 'Project not found'],
    ];
    for (const [agent, status, message] of denied) {
      await agent.get(messagesPath()).expect(status, { message });
      await agent.post(messagesPath()).send({ content: 'let me in' }).expect(status, { message });
    }
    await api.agent().get(messagesPath()).expect(401);
    await api.agent().post(messagesPath()).send({ content: 'anonymous' }).expect(401);
    await firmA.owner.agent.get('/api/projects/not-an-id/messages').expect(404, { message: 'Project not found' });

    const contents = (await firmA.owner.agent.get(messagesPath()).expect(200)).body.map((message: { content: string }) => message.content);
    expect(contents).not.toContain('let me in');
  });
});

describe('new_message on the socket', () => {
  it("reaches the firm's staff and the project's client, not another client or firm", async () => {
    const [ownerSocket, clientSocket, otherClientSocket, firmBSocket] = await Promise.all([
      openSocket(api, firmA.owner),
      openSocket(api, client),
      openSocket(api, otherClient),
      openSocket(api, firmB.owner),
    ]);
    const strangers = [recordEvents(otherClientSocket), recordEvents(firmBSocket)];
    const toOwner = nextEvent(ownerSocket, 'new_message');
    const toClient = nextEvent(clientSocket, 'new_message');
    const sent = await member.agent.post(messagesPath()).send({ content: 'Live update' }).expect(201);
    const expected = { projectId, message: sent.body };
    expect(await toOwner).toEqual(expected);
    expect(await toClient).toEqual(expected);

    // The strangers' own events arrive after the message would have.
    const otherProject = (await createProject(firmA, otherClient)).id;
    const ownB = nextEvent(firmBSocket, 'new_webhook_request');
    const ownOther = nextEvent(otherClientSocket, 'new_message');
    await otherClient.agent.post(`/api/projects/${otherProject}/messages`).send({ content: 'mine' }).expect(201);
    const tokenB = (await firmB.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken;
    await api.agent().post('/api/webhooks/incoming').send({ type: 't', content: 'c', token: tokenB }).expect(201);
    await Promise.all([ownB, ownOther]);
    const messagesSeen = strangers.map((events) =>
      events.filter(({ event }) => event === 'new_message').map(({ payload }) => (payload as { message: { content: string } }).message.content),
    );
    expect(messagesSeen).toEqual([['mine'], []]);
  });
});
