import type { Notification } from '@clientline/contracts';
import { addClient, addMilestone, closeSockets, createProject, nextEvent, openSocket, recordEvents, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

afterEach(() => closeSockets());

async function notificationsOf(member: Member): Promise<Notification[]> {
  return (await member.agent.get('/api/notifications').expect(200)).body;
}

describe('GET /api/notifications', () => {
  it("lists only the caller's own notifications, newest first", async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient, { name: 'Estate' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'First' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Second' });

    const list = await notificationsOf(ownClient);
    expect(list.map((notification) => notification.milestoneData?.name)).toEqual(['Second', 'First']);
    expect((await notificationsOf(world.client)).filter((notification) => notification.projectId === project.id)).toEqual([]);
    expect(await notificationsOf(world.otherFirm.owner)).toEqual([]);
  });

  it("names the project and its client account, as they were when the news was made", async () => {
    const ownClient = await addClient(world.api, world.firm, { displayName: 'Dana Okafor' });
    const project = await createProject(world.firm, ownClient, { name: '2025 Individual Tax Return' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Gather documents' });
    await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ name: '2025 Return (amended)' }).expect(200);

    const [news] = await notificationsOf(ownClient);
    expect(news).toMatchObject({ projectName: '2025 Individual Tax Return', clientName: 'Dana Okafor', milestoneData: { name: 'Gather documents' } });
  });

  it('gives a pending member an empty list and an anonymous caller a 401', async () => {
    expect(await notificationsOf(world.pendingMember)).toEqual([]);
    await world.api.agent().get('/api/notifications').expect(401);
  });
});

describe('POST /api/notifications/mark-read', () => {
  it("marks the caller's own notifications read and ignores anyone else's ids", async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient, { assigneeIds: [world.teamMember.id] });
    await addMilestone(world.firm.owner.agent, project.id);
    const [own] = await notificationsOf(ownClient);
    const [teamMembers] = await notificationsOf(world.teamMember);

    const response = await ownClient.agent.post('/api/notifications/mark-read').send({ ids: [own!.id, teamMembers!.id] }).expect(200);
    expect(response.body).toEqual({ ok: true, updated: 1 });
    expect((await notificationsOf(ownClient))[0]).toMatchObject({ id: own!.id, read: true });
    expect((await notificationsOf(world.teamMember))[0]).toMatchObject({ id: teamMembers!.id, read: false });

    await world.otherFirm.owner.agent.post('/api/notifications/mark-read').send({ ids: [teamMembers!.id] }).expect(200, { ok: true, updated: 0 });
    expect((await notificationsOf(world.teamMember))[0]!.read).toBe(false);
  });

  it('refuses ids that are not a list of ids', async () => {
    const notAList = await world.client.agent.post('/api/notifications/mark-read').send({ ids: 'all' }).expect(400);
    expect(notAList.body.errors).toEqual({ ids: 'ids must be a list of notification ids' });
    const badId = await world.client.agent.post('/api/notifications/mark-read').send({ ids: [{ $ne: null }] }).expect(400);
    expect(badId.body.errors).toEqual({ 'ids.0': 'Must be an id' });
    await world.api.agent().post('/api/notifications/mark-read').send({ ids: [] }).expect(401);
  });
});

describe('POST /api/notifications', () => {
  it('notifies the project client and the firm with the text the firm sends', async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient);
    const response = await world.firm.owner.agent
      .post('/api/notifications')
      .send({ type: 'milestone_updated', projectId: project.id, title: 'Documents', description: 'Please upload your receipts' })
      .expect(201);
    expect(response.body).toEqual({ ok: true, notified: 1 });
    const [notification] = await notificationsOf(ownClient);
    expect(notification).toMatchObject({ type: 'milestone_updated', content: 'Documents: Please upload your receipts', projectId: project.id });
    expect(notification).not.toHaveProperty('milestoneData');
  });

  it('does not repeat a milestone event the milestone call already announced, and takes its data from the milestone', async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient);
    const milestone = await addMilestone(world.firm.owner.agent, project.id, { name: 'Sign', dueDate: '2099-05-01' });
    const again = await world.firm.owner.agent
      .post('/api/notifications')
      .send({ type: 'milestone_created', projectId: project.id, title: 'Forged', metadata: { milestoneId: milestone.id, name: 'Forged' } })
      .expect(201);
    expect(again.body.notified).toBe(0);
    const list = await notificationsOf(ownClient);
    expect(list).toHaveLength(1);
    expect(list[0]!.milestoneData).toEqual({ name: 'Sign', status: 'pending', dueDate: '2099-05-01T00:00:00.000Z' });
  });

  it('announces an event once even when the screen reports it several times at once (a double click)', async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    const report = { type: 'milestone_updated', projectId: project.id, metadata: { milestoneId: milestone.id } };

    const answers = await Promise.all([1, 2, 3].map(() => world.firm.owner.agent.post('/api/notifications').send(report).expect(201)));
    expect(answers.map((answer) => answer.body.notified).sort()).toEqual([0, 0, 1]);
    expect((await notificationsOf(ownClient)).filter((notification) => notification.type === 'milestone_updated')).toHaveLength(1);
  });

  it('gives clear 4xx for bad input', async () => {
    const project = await createProject(world.firm, world.client);
    const badType = await world.firm.owner.agent.post('/api/notifications').send({ type: 'party', projectId: project.id, title: 'x' }).expect(400);
    expect(badType.body.errors).toEqual({ type: 'Type must be milestone_created or milestone_updated' });
    const empty = await world.firm.owner.agent.post('/api/notifications').send({ type: 'milestone_updated', projectId: project.id }).expect(400);
    expect(empty.body.message).toBe('Give a title or a description, or metadata.milestoneId');
    await world.firm.owner.agent
      .post('/api/notifications')
      .send({ type: 'milestone_updated', projectId: project.id, metadata: { milestoneId: '0123456789abcdef01234567' } })
      .expect(404, { message: 'Milestone not found' });
  });

  it('is accepted from the firm for its own projects only', async () => {
    const project = await createProject(world.firm, world.client);
    const body = { type: 'milestone_updated', projectId: project.id, title: 'Hello' };
    await world.api.agent().post('/api/notifications').send(body).expect(401);
    await world.client.agent.post('/api/notifications').send(body).expect(403);
    await world.pendingMember.agent.post('/api/notifications').send(body).expect(403);
    await world.teamMember.agent.post('/api/notifications').send(body).expect(403);
    await world.otherFirm.owner.agent.post('/api/notifications').send(body).expect(404, { message: 'Project not found' });
    expect((await notificationsOf(world.client)).filter((notification) => notification.projectId === project.id)).toEqual([]);
  });
});

describe('socket push', () => {
  it("pushes a new notification to its user's sockets only", async () => {
    const ownClient = await addClient(world.api, world.firm);
    const project = await createProject(world.firm, ownClient);
    const clientSocket = await openSocket(world.api, ownClient);
    const strangerEvents = recordEvents(await openSocket(world.api, world.otherFirm.owner));
    const ownerEvents = recordEvents(await openSocket(world.api, world.firm.owner));

    const pushed = nextEvent<Notification>(clientSocket, 'notification');
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Pushed' });
    const notification = await pushed;
    expect(notification).toMatchObject({ type: 'milestone_created', read: false, milestoneData: { name: 'Pushed', status: 'pending' } });
    expect((await notificationsOf(ownClient))[0]).toEqual(notification);

    // The owner made the change and the other firm has nothing to do with it: a round trip later, still nothing.
    await world.firm.owner.agent.get('/api/notifications').expect(200);
    expect(strangerEvents.filter((entry) => entry.event === 'notification')).toEqual([]);
    expect(ownerEvents.filter((entry) => entry.event === 'notification')).toEqual([]);
  });
});
