import { MESSAGE_MAX_LENGTH } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { closeSockets, createProject, drain, joinFirm, nextEvent, openSocket, recordEvents, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

let projectId: string;
beforeAll(async () => {
  projectId = (await createProject(world.firm, world.client)).id;
});
afterEach(() => {
  closeSockets();
  setClock();
});

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
      editedAt: null,
      deletedAt: null,
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

describe('PATCH and DELETE /api/projects/:id/messages/:messageId', () => {
  const send = async (member: Member, content: string) => (await member.agent.post(messagesPath()).send({ content }).expect(201)).body;
  const messagePath = (messageId: string) => `${messagesPath()}/${messageId}`;
  const minutesFromNow = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
  const listed = async (reader: Member, messageId: string) =>
    (await reader.agent.get(messagesPath()).expect(200)).body.find((message: { id: string }) => message.id === messageId);

  it('lets the sender edit their message within 15 minutes; everyone reads it as edited', async () => {
    const sent = await send(world.client, 'Meeting on Tuesday');
    setClock(minutesFromNow(14));
    const edited = await world.client.agent.patch(messagePath(sent.id)).send({ content: ' Meeting on Wednesday ' }).expect(200);
    expect(edited.body).toEqual({ ...sent, content: 'Meeting on Wednesday', editedAt: expect.any(String) });
    expect(Date.parse(edited.body.editedAt) - Date.parse(sent.createdAt)).toBeGreaterThanOrEqual(14 * 60_000);
    for (const reader of [world.firm.owner, world.teamMember, world.client]) expect(await listed(reader, sent.id)).toEqual(edited.body);
  });

  it('lets the sender delete their message: it stays in the conversation as deleted, without its content', async () => {
    const sent = await send(world.teamMember, 'Wrong client, sorry');
    const deleted = await world.teamMember.agent.delete(messagePath(sent.id)).expect(200);
    expect(deleted.body).toEqual({ ...sent, content: '', deletedAt: expect.any(String) });
    expect(await listed(world.client, sent.id)).toEqual(deleted.body);
    await world.teamMember.agent.patch(messagePath(sent.id)).send({ content: 'Back' }).expect(409, { message: 'This message was deleted' });
    await world.teamMember.agent.delete(messagePath(sent.id)).expect(409, { message: 'This message was deleted' });
  });

  it('refuses after 15 minutes, to anyone but the sender, and with bad content', async () => {
    const sent = await send(world.firm.owner, 'Signed copy attached');
    const late = `A message can only be edited or deleted within 15 minutes of sending it`;
    for (const other of [world.client, world.teamMember]) {
      await other.agent.patch(messagePath(sent.id)).send({ content: 'Hijacked' }).expect(403, { message: 'You can only edit or delete your own messages' });
      await other.agent.delete(messagePath(sent.id)).expect(403, { message: 'You can only edit or delete your own messages' });
    }
    await world.otherClient.agent.delete(messagePath(sent.id)).expect(403, { message: 'You do not have access to this project' });
    await world.otherFirm.owner.agent.delete(messagePath(sent.id)).expect(404, { message: 'Project not found' });
    await world.api.agent().delete(messagePath(sent.id)).expect(401);
    await world.firm.owner.agent.delete(messagePath('0123456789abcdef01234567')).expect(404, { message: 'Message not found' });
    await world.firm.owner.agent.patch(messagePath(sent.id)).send({ content: '  ' }).expect(400);

    setClock(minutesFromNow(16));
    await world.firm.owner.agent.patch(messagePath(sent.id)).send({ content: 'Too late' }).expect(409, { message: late });
    await world.firm.owner.agent.delete(messagePath(sent.id)).expect(409, { message: late });
    expect(await listed(world.client, sent.id)).toEqual(sent);
  });

  it('pushes message_updated to the firm and the project\'s client, not to another client', async () => {
    const [ownerSocket, clientSocket, otherClientSocket] = await Promise.all([
      openSocket(world.api, world.firm.owner),
      openSocket(world.api, world.client),
      openSocket(world.api, world.otherClient),
    ]);
    const strangers = recordEvents(otherClientSocket);
    const sent = await send(world.client, 'Typo here');
    const toOwner = nextEvent(ownerSocket, 'message_updated');
    const toClient = nextEvent(clientSocket, 'message_updated');
    const edited = await world.client.agent.patch(messagePath(sent.id)).send({ content: 'No typo here' }).expect(200);
    expect(await toOwner).toEqual({ projectId, message: edited.body });
    expect(await toClient).toEqual({ projectId, message: edited.body });

    const deletedToOwner = nextEvent(ownerSocket, 'message_updated');
    const deleted = await world.client.agent.delete(messagePath(sent.id)).expect(200);
    expect(await deletedToOwner).toEqual({ projectId, message: deleted.body });
    await drain(otherClientSocket, world.otherClient.id);
    expect(strangers.filter(({ event }) => event === 'message_updated')).toEqual([]);
  });
});
