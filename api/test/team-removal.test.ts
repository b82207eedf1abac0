import { accessRemovedMessage, SOCKET_EVENTS, TEAM_MEMBER_REMOVED } from '@clientline/contracts';
import { ACCESS_ENDED } from '@clientline/contracts/session-hint';
import { SessionModel } from '../src/session/model';
import { User } from '../src/users/model';
import { addClient, closeSockets, createFirm, createProject, joinFirm, nextEvent, openSocket, recordEvents, signIn, type Firm, type Member } from './fixtures';
import { PASSWORD, startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  [firm, otherFirm] = await Promise.all([createFirm(api, 'Harbor & Finch Legal'), createFirm(api)]);
});
afterEach(closeSockets);
afterAll(() => api.stop());

const remove = (remover: Firm, member: Pick<Member, 'id'>) => remover.owner.agent.delete(`/api/team/members/${member.id}`);
const teamEmails = async () => (await firm.owner.agent.get('/api/team/members').expect(200)).body.map((member: { email: string }) => member.email);

describe('DELETE /api/team/members/{id}', () => {
  it('removes an approved team member: off the team list, signed out, refused at sign-in with a clear message', async () => {
    const member = await joinFirm(api, firm, 'team_member', { displayName: 'Rita Removed' });
    const otherDevice = await signIn(api, member.username);
    await member.agent.get('/api/projects').expect(200);
    expect(await teamEmails()).toContain(member.username);

    const removed = await remove(firm, member).expect(200);
    expect(removed.body).toEqual({ ok: true, message: TEAM_MEMBER_REMOVED });

    expect(await teamEmails()).not.toContain(member.username);
    expect(await SessionModel.countDocuments({ userId: member.id })).toBe(0);
    // Each open tab is told why it is signed out.
    for (const agent of [member.agent, otherDevice.agent]) {
      const refused = await agent.get('/api/projects').expect(401);
      expect(refused.body).toEqual({ message: accessRemovedMessage('Harbor & Finch Legal'), code: ACCESS_ENDED });
      expect((await agent.get('/api/user').expect(401)).body.code).toBe(ACCESS_ENDED);
    }
    await expect(openSocket(api, member)).rejects.toThrow('Please log in to continue');
    // Logging out in that browser leaves a plain signed-out one.
    await otherDevice.agent.post('/api/logout').expect(200);
    expect((await otherDevice.agent.get('/api/user').expect(401)).body).toEqual({ message: 'Please log in to continue' });

    const rightPassword = await api.agent().post('/api/login').send({ username: member.username, password: PASSWORD }).expect(403);
    expect(rightPassword.body.message).toBe(accessRemovedMessage('Harbor & Finch Legal'));
    expect(rightPassword.body.message).toBe('Your access to Harbor & Finch Legal was removed. Ask the firm if you need it again.');
    expect(rightPassword.headers['set-cookie']).toBeUndefined();
    const onFirmPage = await api.agent().post('/api/login').send({ username: member.username, password: PASSWORD, organizationName: firm.slug }).expect(403);
    expect(onFirmPage.body.message).toBe(rightPassword.body.message);
    const wrongPassword = await api.agent().post('/api/login').send({ username: member.username, password: 'not the password' }).expect(401);
    expect(wrongPassword.body.message).toBe('Invalid email or password');

    // The account stays, in the firm, so what they did stays attributed to them.
    const stored = await User.findById(member.id).setOptions({ unscoped: true }).lean();
    expect(stored).toMatchObject({ status: 'removed', organizationId: expect.anything() });
    expect(stored!.organizationId!.toString()).toBe(firm.organizationId);
  });

  it('refuses a session that survived the removal (e.g. a sign-in racing it), on HTTP and on the socket', async () => {
    const member = await joinFirm(api, firm, 'team_member');
    const sessions = await SessionModel.find({ userId: member.id }).lean();
    expect(sessions).toHaveLength(1);
    await remove(firm, member).expect(200);
    // As if a sign-in had stored its session just after the removal ended them.
    for (const session of sessions) await SessionModel.replaceOne({ _id: session._id }, session, { upsert: true });
    const refused = await member.agent.get('/api/team/members').expect(401);
    expect(refused.body.message).toBe('Please log in to continue');
    await member.agent.get('/api/user').expect(401);
    await expect(openSocket(api, member)).rejects.toThrow('Please log in to continue');
  });

  it('unassigns them from every project of the firm, telling the open screens', async () => {
    const [member, colleague, client] = await Promise.all([joinFirm(api, firm, 'team_member'), joinFirm(api, firm, 'team_member'), addClient(api, firm)]);
    const both = await createProject(firm, client, { name: 'Both', assigneeIds: [member.id, colleague.id] });
    const onlyThem = await createProject(firm, client, { name: 'Only them', assigneeIds: [member.id] });
    const notThem = await createProject(firm, client, { name: 'Not them', assigneeIds: [colleague.id] });
    const ownerSocket = await openSocket(api, firm.owner);
    const events = recordEvents(ownerSocket);

    await remove(firm, member).expect(200);

    const assigneesOf = async (projectId: string) => (await firm.owner.agent.get(`/api/projects/${projectId}`).expect(200)).body.assigneeIds;
    expect(await assigneesOf(both.id)).toEqual([firm.owner.id, colleague.id]);
    expect(await assigneesOf(onlyThem.id)).toEqual([firm.owner.id]);
    expect(await assigneesOf(notThem.id)).toEqual([firm.owner.id, colleague.id]);
    const changed = events.filter(({ event }) => event === SOCKET_EVENTS.projectChanged).map(({ payload }) => payload);
    expect(changed).toEqual(
      expect.arrayContaining([
        { projectId: both.id, change: 'updated' },
        { projectId: onlyThem.id, change: 'updated' },
      ]),
    );
    expect(changed).not.toContainEqual({ projectId: notThem.id, change: 'updated' });
    // Nobody can assign them again.
    await firm.owner.agent.put(`/api/projects/${both.id}/assignees`).send({ assigneeIds: [member.id] }).expect(400);
  });

  it("keeps their messages and uploads, named '(former member)' wherever the api names an author", async () => {
    const [member, colleague, client] = await Promise.all([
      joinFirm(api, firm, 'team_member', { displayName: 'Rita Lane' }),
      joinFirm(api, firm, 'team_member', { displayName: 'Rita Lane' }),
      addClient(api, firm, { displayName: 'Carla Client' }),
    ]);
    const project = await createProject(firm, client, { assigneeIds: [member.id] });
    await member.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'The draft is attached.' }).expect(201);
    await colleague.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Thanks, Rita.' }).expect(201);
    await client.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Got it.' }).expect(201);
    await member.agent
      .post(`/api/projects/${project.id}/documents`)
      .unset('Content-Type')
      .attach('file', Buffer.from('%PDF-1.7\nDraft'), 'draft.pdf')
      .expect(201);
    const timeline = await firm.owner.agent.get(`/api/projects/${project.id}/timelines`).expect(200);
    const link = await firm.owner.agent.post(`/api/timelines/${timeline.body.id}/share`).send({ includeConversation: true }).expect(201);

    await remove(firm, member).expect(200);

    const senders = (body: Array<{ senderId: string; sender: { displayName: string } }>) => body.map((message) => [message.senderId, message.sender.displayName]);
    const expected = [
      [member.id, 'Rita Lane (former member)'],
      [colleague.id, 'Rita Lane'],
      [client.id, 'Carla Client'],
    ];
    expect(senders((await firm.owner.agent.get(`/api/projects/${project.id}/messages`).expect(200)).body)).toEqual(expected);
    expect(senders((await client.agent.get(`/api/projects/${project.id}/messages`).expect(200)).body)).toEqual(expected);
    const shared = await api.agent().get(`/api/timelines/shared/${link.body.shareUrl.split('/').pop()}/messages`).expect(200);
    expect(shared.body.map((message: { senderName: string }) => message.senderName)).toEqual(['Rita Lane (former member)', 'Rita Lane', 'Carla Client']);

    const uploader = { id: member.id, displayName: 'Rita Lane (former member)' };
    expect((await firm.owner.agent.get(`/api/projects/${project.id}/documents`).expect(200)).body).toEqual([expect.objectContaining({ name: 'draft.pdf', uploadedBy: uploader })]);
    expect((await client.agent.get('/api/documents').expect(200)).body).toEqual([expect.objectContaining({ name: 'draft.pdf', uploadedBy: uploader })]);
  });

  it('closes their open sockets at once', async () => {
    const member = await joinFirm(api, firm, 'team_member');
    const secondDevice = await signIn(api, member.username);
    const sockets = await Promise.all([openSocket(api, member), openSocket(api, secondDevice)]);
    const disconnected = sockets.map((socket) => nextEvent<string>(socket, 'disconnect'));

    await remove(firm, member).expect(200);

    expect(await Promise.all(disconnected)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(openSocket(api, member)).rejects.toThrow('Please log in to continue');
  });

  it('mails them that their access ended and whom to ask', async () => {
    const member = await joinFirm(api, firm, 'team_member', { displayName: 'Mia Mailed' });
    await remove(firm, member).expect(200);
    const mail = await api.mailTo(member.username, (caught) => caught.subject === 'Your access to Harbor & Finch Legal has ended');
    expect(mail.from).toContain('Harbor & Finch Legal via Clientline');
    expect(mail.replyTo).toContain(firm.owner.username);
    expect(mail.text).toContain('Harbor & Finch Legal removed you from its team on Clientline, Mia Mailed.');
    expect(mail.text).toContain(`contact Olivia Owner (${firm.owner.username})`);
  });

  it('answers 404 for unknown and malformed ids, clients, pending members, other firms and a second removal', async () => {
    const [member, pending, client, otherFirmsMember] = await Promise.all([
      joinFirm(api, firm, 'team_member'),
      joinFirm(api, firm, 'team_member', { approve: false }),
      addClient(api, firm),
      joinFirm(api, otherFirm, 'team_member'),
    ]);
    for (const path of ['/api/team/members/0123456789abcdef01234567', '/api/team/members/not-an-id', `/api/team/members/${pending.id}`, `/api/team/members/${client.id}`, `/api/team/members/${otherFirmsMember.id}`]) {
      const answer = await firm.owner.agent.delete(path).expect(404);
      expect(answer.body).toEqual({ message: 'Team member not found' });
    }
    // Another firm cannot remove this firm's member, and learns nothing of them.
    const fromOtherFirm = await remove(otherFirm, member).expect(404);
    expect(fromOtherFirm.body).toEqual({ message: 'Team member not found' });
    await member.agent.get('/api/projects').expect(200);
    await client.agent.get('/api/projects').expect(200);

    await remove(firm, member).expect(200);
    const again = await remove(firm, member).expect(404);
    expect(again.body).toEqual({ message: 'Team member not found' });
  });

  it('refuses to remove the organization account, the caller included, and lets only the organization remove', async () => {
    const self = await remove(firm, firm.owner).expect(400);
    expect(self.body).toEqual({ message: 'You cannot remove your own account from the team.' });
    // A firm has one organization account today; a second one (as admins will be) is refused the same way.
    const secondAccount = await User.create({
      username: `second-owner-${Date.now()}@example.com`,
      passwordHash: 'not a real hash',
      role: 'organization',
      displayName: 'Second Owner',
      organizationId: firm.organizationId,
      status: 'active',
    });
    const organizationAccount = await remove(firm, { id: secondAccount._id.toString() }).expect(400);
    expect(organizationAccount.body).toEqual({ message: "The organization account cannot be removed from the team: it is the firm's own account." });
    expect((await User.findById(secondAccount._id).setOptions({ unscoped: true }).lean())!.status).toBe('active');

    const member = await joinFirm(api, firm, 'team_member');
    const colleague = await joinFirm(api, firm, 'team_member');
    const byMember = await member.agent.delete(`/api/team/members/${colleague.id}`).expect(403);
    expect(byMember.body.message).toBe('You do not have permission to do this');
    const ownerByMember = await member.agent.delete(`/api/team/members/${firm.owner.id}`).expect(403);
    expect(ownerByMember.body.message).toBe('You do not have permission to do this');
    await colleague.agent.get('/api/projects').expect(200);
    await api.agent().delete(`/api/team/members/${colleague.id}`).expect(401);
  });
});

const joinTokenIn = (text: string) => /\/auth\/join\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('inviting a removed member again', () => {
  it('brings them back on their own account, with the name and password they give now', async () => {
    const member = await joinFirm(api, firm, 'team_member', { displayName: 'Ray Returning' });
    const client = await addClient(api, firm);
    const project = await createProject(firm, client);
    await member.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'Before I left.' }).expect(201);
    await remove(firm, member).expect(200);

    await firm.owner.agent.post('/api/team/invitations').send({ email: member.username }).expect(201);
    const token = joinTokenIn((await api.mailTo(member.username, (mail) => mail.subject.includes('invited you to join Harbor & Finch Legal'))).text);
    await api.agent().post('/api/team/invitations/check').send({ token }).expect(200);
    const back = api.agent();
    const joined = await back.post('/api/team/invitations/accept').send({ token, displayName: 'Ray Back', password: 'a new start here' }).expect(201);
    expect(joined.body.user).toMatchObject({ id: member.id, username: member.username, displayName: 'Ray Back', status: 'active', role: 'team_member', organizationId: firm.organizationId });

    await back.get('/api/projects').expect(200);
    expect(await teamEmails()).toContain(member.username);
    await api.agent().post('/api/login').send({ username: member.username, password: 'a new start here' }).expect(200);
    await api.agent().post('/api/login').send({ username: member.username, password: PASSWORD }).expect(401);
    const messages = (await firm.owner.agent.get(`/api/projects/${project.id}/messages`).expect(200)).body;
    expect(messages.map((message: { sender: { displayName: string } }) => message.sender.displayName)).toEqual(['Ray Returning']);
    expect(await User.countDocuments({ username: member.username }).setOptions({ unscoped: true })).toBe(1);
  });

  it("refuses another firm's invitation to someone a firm removed, like any address in use", async () => {
    const member = await joinFirm(api, firm, 'team_member');
    await remove(firm, member).expect(200);
    const taken = await otherFirm.owner.agent.post('/api/team/invitations').send({ email: member.username }).expect(409);
    expect(taken.body).toEqual({ message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } });
    // Nor can an active member or a client of the firm itself be invited.
    const active = await joinFirm(api, firm, 'team_member');
    await firm.owner.agent.post('/api/team/invitations').send({ email: active.username }).expect(409);
  });

  it('refuses to accept an invitation when the address was taken by another firm meanwhile', async () => {
    const member = await joinFirm(api, firm, 'team_member');
    await remove(firm, member).expect(200);
    await firm.owner.agent.post('/api/team/invitations').send({ email: member.username }).expect(201);
    const token = joinTokenIn((await api.mailTo(member.username, (mail) => mail.subject.includes('invited you to join'))).text);
    // As if another firm had taken the account in between (no call does this today).
    await User.updateOne({ _id: member.id }, { $set: { organizationId: otherFirm.organizationId } }).setOptions({ unscoped: true });
    const refused = await api.agent().post('/api/team/invitations/accept').send({ token, displayName: 'Nope', password: 'a new start here' }).expect(409);
    expect(refused.body.message).toBe('An account with this email already exists');
    expect((await User.findById(member.id).setOptions({ unscoped: true }).lean())!.status).toBe('removed');
  });
});
