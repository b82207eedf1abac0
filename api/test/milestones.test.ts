import type { Notification } from '@clientline/contracts';
import { addMilestone, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

async function notificationsOf(member: Member): Promise<Notification[]> {
  return (await member.agent.get('/api/notifications').expect(200)).body;
}

const setStatus = (agent: Member['agent'], projectId: string, milestoneId: string, status: unknown) =>
  agent.patch(`/api/projects/${projectId}/milestones/${milestoneId}`).send({ status });

describe('POST /api/projects/:id/milestones', () => {
  it('adds a pending milestone that the project and its client see', async () => {
    const project = await createProject(world.firm, world.client);
    const response = await world.firm.owner.agent
      .post(`/api/projects/${project.id}/milestones`)
      .send({ name: ' Draft contract ', description: 'First draft', dueDate: '2099-03-31' })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Draft contract',
      description: 'First draft',
      dueDate: '2099-03-31T00:00:00.000Z',
      status: 'pending',
      completedAt: null,
    });
    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ totalMilestones: 1, completedMilestones: 0, milestones: [response.body] });
  });

  it.each([
    [{ dueDate: '2099-01-01' }, { name: 'Milestone name is required' }],
    [{ name: '  ', dueDate: '2099-01-01' }, { name: 'Milestone name is required' }],
    [{ name: 'M' }, { dueDate: 'Due date is required' }],
    [{ name: 'M', dueDate: 'soon' }, { dueDate: 'Invalid date' }],
  ])('refuses %j with the spec message', async (body, errors) => {
    const project = await createProject(world.firm, world.client);
    const response = await world.firm.owner.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(400);
    expect(response.body).toEqual({ message: Object.values(errors)[0], errors });
  });

  it('is for the firm: the organization or an assigned team member', async () => {
    const project = await createProject(world.firm, world.client);
    const body = { name: 'M', dueDate: '2099-01-01' };
    await world.api.agent().post(`/api/projects/${project.id}/milestones`).send(body).expect(401);
    await world.client.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(403);
    await world.pendingMember.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(403);
    await world.teamMember.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(403);
    await world.otherFirm.owner.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(404, { message: 'Project not found' });

    await world.firm.owner.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [world.teamMember.id] }).expect(200);
    await world.teamMember.agent.post(`/api/projects/${project.id}/milestones`).send(body).expect(201);
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.totalMilestones).toBe(1);
  });
});

describe('PATCH /api/projects/:id/milestones/:milestoneId', () => {
  it('moves pending -> in_progress -> completed and sets completedAt', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);

    const started = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(200);
    expect(started.body).toMatchObject({ id: milestone.id, status: 'in_progress', completedAt: null });
    const completed = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'completed').expect(200);
    expect(completed.body.status).toBe('completed');
    expect(Date.now() - Date.parse(completed.body.completedAt)).toBeLessThan(60_000);

    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ completedMilestones: 1, totalMilestones: 1, milestones: [completed.body] });
  });

  it('refuses any other move with a message', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'completed').expect(409, {
      message: 'Start progress on this milestone before marking it complete',
      errors: { status: 'Start progress on this milestone before marking it complete' },
    });
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(200);
    const back = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'pending').expect(409);
    expect(back.body.message).toBe('A milestone in progress cannot go back to pending');
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'completed').expect(200);
    const reopen = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(409);
    expect(reopen.body.message).toBe('A completed milestone cannot change status');

    const unknown = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'done').expect(400);
    expect(unknown.body.errors).toEqual({ status: 'Status must be pending, in_progress or completed' });
    await setStatus(world.firm.owner.agent, project.id, milestone.id, { $ne: null }).expect(400);
  });

  it('moves a milestone once when the same change arrives twice at the same time', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    const responses = await Promise.all([
      setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress'),
      setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('keeps both of two simultaneous changes to different milestones', async () => {
    const project = await createProject(world.firm, world.client);
    const first = await addMilestone(world.firm.owner.agent, project.id, { name: 'First' });
    const second = await addMilestone(world.firm.owner.agent, project.id, { name: 'Second' });
    await Promise.all([
      setStatus(world.firm.owner.agent, project.id, first.id, 'in_progress').expect(200),
      setStatus(world.firm.owner.agent, project.id, second.id, 'in_progress').expect(200),
    ]);
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.milestones.map((milestone: { status: string }) => milestone.status)).toEqual(['in_progress', 'in_progress']);
  });

  it('answers 404 for an unknown milestone and refuses clients, unassigned members and other firms', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    await setStatus(world.firm.owner.agent, project.id, '0123456789abcdef01234567', 'in_progress').expect(404, { message: 'Milestone not found' });
    await setStatus(world.firm.owner.agent, project.id, 'nope', 'in_progress').expect(404, { message: 'Milestone not found' });
    await setStatus(world.api.agent(), project.id, milestone.id, 'in_progress').expect(401);
    await setStatus(world.client.agent, project.id, milestone.id, 'in_progress').expect(403);
    await setStatus(world.teamMember.agent, project.id, milestone.id, 'in_progress').expect(403);
    await setStatus(world.pendingMember.agent, project.id, milestone.id, 'in_progress').expect(403);
    await setStatus(world.otherFirm.owner.agent, project.id, milestone.id, 'in_progress').expect(404, { message: 'Project not found' });
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.milestones[0].status).toBe('pending');
  });
});

describe('milestone notifications', () => {
  it("notify the project's client and the firm, not the one who made the change, with milestoneData", async () => {
    const project = await createProject(world.firm, world.client, { assigneeIds: [world.teamMember.id] });
    const milestone = await addMilestone(world.firm.owner.agent, project.id, { name: 'File return', dueDate: '2099-04-15' });

    const [created] = await notificationsOf(world.client);
    expect(created).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      type: 'milestone_created',
      content: `New milestone "File return" on ${project.name}`,
      read: false,
      createdAt: expect.any(String),
      projectId: project.id,
      milestoneData: { name: 'File return', status: 'pending', dueDate: '2099-04-15T00:00:00.000Z' },
    });

    await setStatus(world.teamMember.agent, project.id, milestone.id, 'in_progress').expect(200);
    const [updatedForClient] = await notificationsOf(world.client);
    expect(updatedForClient).toMatchObject({
      type: 'milestone_updated',
      content: `Milestone "File return" on ${project.name} is in progress`,
      milestoneData: { name: 'File return', status: 'in_progress' },
    });
    const [updatedForOwner] = await notificationsOf(world.firm.owner);
    expect(updatedForOwner).toMatchObject({ type: 'milestone_updated', projectId: project.id });
    expect((await notificationsOf(world.teamMember)).map((notification) => notification.type)).toEqual(['milestone_created']);

    expect((await notificationsOf(world.otherClient)).filter((notification) => notification.projectId === project.id)).toEqual([]);
    expect(await notificationsOf(world.otherFirm.owner)).toEqual([]);
    expect(await notificationsOf(world.pendingMember)).toEqual([]);
  });
});
