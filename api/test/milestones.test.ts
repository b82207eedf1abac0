import type { Notification } from '@clientline/contracts';
import { addAdmin, addMilestone, createProject, useTwoFirms, type Member } from './fixtures';

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
    const toPending = await setStatus(world.firm.owner.agent, project.id, milestone.id, 'pending').expect(409);
    expect(toPending.body.message).toBe('A completed milestone can only go back to in progress');

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
      projectName: project.name,
      clientName: 'Carla Client',
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

describe('reopening a completed milestone (PATCH with status in_progress)', () => {
  it('is for those who run the firm: progress and completedAt follow in the same write', async () => {
    const project = await createProject(world.firm, world.client, { assigneeIds: [world.teamMember.id] });
    const admin = await addAdmin(world.api, world.firm);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(200);
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'completed').expect(200);

    const refused = await setStatus(world.teamMember.agent, project.id, milestone.id, 'in_progress').expect(403);
    expect(refused.body.message).toBe("Only the firm's owner or an admin can reopen a completed milestone");

    const reopened = await setStatus(admin.agent, project.id, milestone.id, 'in_progress').expect(200);
    expect(reopened.body).toMatchObject({ status: 'in_progress', completedAt: null });
    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ completedMilestones: 0, totalMilestones: 1, milestones: [reopened.body] });

    await setStatus(world.teamMember.agent, project.id, milestone.id, 'completed').expect(200);
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(200);
  });

  it('is refused once the project is completed (its score was computed from its milestones)', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(409, {
      message: 'This project is completed: its milestones cannot change',
    });
  });
});

describe('editing a milestone (PATCH with name, description or dueDate)', () => {
  const edit = (agent: Member['agent'], projectId: string, milestoneId: string, body: object) =>
    agent.patch(`/api/projects/${projectId}/milestones/${milestoneId}`).send(body);

  it('changes the fields sent and keeps its status; the client reads the correction', async () => {
    const project = await createProject(world.firm, world.client, { assigneeIds: [world.teamMember.id] });
    const milestone = await addMilestone(world.firm.owner.agent, project.id, { name: 'Draft', description: 'First', dueDate: '2099-01-01' });
    await setStatus(world.firm.owner.agent, project.id, milestone.id, 'in_progress').expect(200);

    const edited = await edit(world.teamMember.agent, project.id, milestone.id, { name: ' Draft will ', dueDate: '2099-02-15' }).expect(200);
    expect(edited.body).toEqual({ ...milestone, name: 'Draft will', dueDate: '2099-02-15T00:00:00.000Z', status: 'in_progress' });
    const cleared = await edit(world.firm.owner.agent, project.id, milestone.id, { description: '' }).expect(200);
    expect(cleared.body).toMatchObject({ name: 'Draft will', description: '' });

    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.milestones).toEqual([cleared.body]);
  });

  it.each([
    [{ name: '  ' }, 400, 'Milestone name is required'],
    [{ dueDate: '' }, 400, 'Due date is required'],
    [{ dueDate: 'soon' }, 400, 'Invalid date'],
    [{}, 400, 'Give a name, description or due date to change'],
    [{ status: 'in_progress', name: 'Both' }, 400, 'Change the status on its own, apart from the name, description and due date'],
  ])('refuses %j with %i %s', async (body, status, message) => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    const response = await edit(world.firm.owner.agent, project.id, milestone.id, body).expect(status);
    expect(response.body.message).toBe(message);
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.milestones).toEqual([milestone]);
  });

  it('is for the firm managing the project, and not once the project is completed', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    const body = { name: 'Changed' };
    await edit(world.client.agent, project.id, milestone.id, body).expect(403);
    await edit(world.teamMember.agent, project.id, milestone.id, body).expect(403, { message: 'Only the organization or a team member assigned to this project can change it' });
    await edit(world.otherFirm.owner.agent, project.id, milestone.id, body).expect(404, { message: 'Project not found' });
    await edit(world.firm.owner.agent, project.id, '0123456789abcdef01234567', body).expect(404, { message: 'Milestone not found' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await edit(world.firm.owner.agent, project.id, milestone.id, body).expect(409, { message: 'This project is completed: its milestones cannot change' });
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body.milestones[0].name).toBe(milestone.name);
  });
});

describe('DELETE /api/projects/:id/milestones/:milestoneId', () => {
  const remove = (agent: Member['agent'], projectId: string, milestoneId: string) => agent.delete(`/api/projects/${projectId}/milestones/${milestoneId}`);

  it('removes the milestone and its share of the progress in the same write', async () => {
    const project = await createProject(world.firm, world.client, { assigneeIds: [world.teamMember.id] });
    const done = await addMilestone(world.firm.owner.agent, project.id, { name: 'Done' });
    const open = await addMilestone(world.firm.owner.agent, project.id, { name: 'Open' });
    await setStatus(world.firm.owner.agent, project.id, done.id, 'in_progress').expect(200);
    await setStatus(world.firm.owner.agent, project.id, done.id, 'completed').expect(200);

    await remove(world.teamMember.agent, project.id, done.id).expect(200, { ok: true, message: 'Milestone deleted' });
    let read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ completedMilestones: 0, totalMilestones: 1, milestones: [open] });
    const listed = (await world.firm.owner.agent.get('/api/projects').expect(200)).body.find((item: { id: string }) => item.id === project.id);
    expect(listed).toMatchObject({ completedMilestones: 0, totalMilestones: 1 });

    await remove(world.firm.owner.agent, project.id, open.id).expect(200);
    await remove(world.firm.owner.agent, project.id, open.id).expect(404, { message: 'Milestone not found' });
    read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ completedMilestones: 0, totalMilestones: 0, milestones: [] });
  });

  it('is for the firm managing the project, and not once the project is completed', async () => {
    const project = await createProject(world.firm, world.client);
    const milestone = await addMilestone(world.firm.owner.agent, project.id);
    await remove(world.api.agent(), project.id, milestone.id).expect(401);
    await remove(world.client.agent, project.id, milestone.id).expect(403);
    await remove(world.teamMember.agent, project.id, milestone.id).expect(403);
    await remove(world.otherFirm.owner.agent, project.id, milestone.id).expect(404, { message: 'Project not found' });
    await remove(world.firm.owner.agent, project.id, 'nope').expect(404, { message: 'Milestone not found' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await remove(world.firm.owner.agent, project.id, milestone.id).expect(409, { message: 'This project is completed: its milestones cannot change' });
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ totalMilestones: 1, completedMilestones: 1 });
  });
});
