import mongoose from 'mongoose';
import { addAdmin, addMilestone, createProject, inviteTeamMember, joinFirm, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

let projectId: string;
beforeAll(async () => {
  projectId = (await createProject(world.firm, world.client, { startDate: '2030-01-10', endDate: '2030-06-30' })).id;
});

const timelinePath = () => `/api/projects/${projectId}/timelines`;
const task = (fields: Record<string, unknown> = {}) => ({
  name: 'Collect receipts',
  description: 'All of 2029',
  startDate: '2030-02-01',
  endDate: '2030-02-15',
  ...fields,
});
const timelineIdOf = async () => (await world.firm.owner.agent.get(timelinePath()).expect(200)).body.id as string;
const todayLocal = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('GET and POST /api/projects/:id/timelines', () => {
  it("creates the project's timeline on first use and returns the same one after", async () => {
    const first = await world.client.agent.get(timelinePath()).expect(200);
    expect(first.body).toEqual({ id: expect.any(String), projectId, tasks: [] });
    const again = await world.firm.owner.agent.get(timelinePath()).expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('adds tasks and lists them by start date', async () => {
    const created = await world.firm.owner.agent.post(timelinePath()).send(task({ name: 'Draft accounts', startDate: '2030-03-01', endDate: '2030-03-20T00:00:00.000Z' })).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Draft accounts',
      description: 'All of 2029',
      startDate: '2030-03-01T00:00:00.000Z',
      endDate: '2030-03-20T00:00:00.000Z',
      status: 'todo',
      assignee: null,
    });
    await world.firm.owner.agent.post(timelinePath()).send(task()).expect(201);
    const timeline = await world.client.agent.get(timelinePath()).expect(200);
    expect(timeline.body.tasks.map((item: { name: string }) => item.name)).toEqual(['Collect receipts', 'Draft accounts']);
  });

  it("checks a new task with the spec's messages", async () => {
    const response = await world.firm.owner.agent.post(timelinePath()).send({ name: ' ', startDate: '', endDate: null }).expect(400);
    expect(response.body.errors).toEqual({
      name: 'Task name is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const backwards = await world.firm.owner.agent.post(timelinePath()).send(task({ startDate: '2030-05-02', endDate: '2030-05-01' })).expect(400);
    expect(backwards.body.errors).toEqual({ endDate: 'End date cannot be earlier than start date' });
    await world.firm.owner.agent.post(timelinePath()).send(task({ startDate: { $gt: '' } })).expect(400);
  });

  it('lets only the firm plan tasks: the organization or an assigned team member', async () => {
    await world.client.agent.post(timelinePath()).send(task()).expect(403);
    await world.teamMember.agent.post(timelinePath()).send(task()).expect(403);
    await world.firm.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [world.teamMember.id] }).expect(200);
    await world.teamMember.agent.post(timelinePath()).send(task({ name: 'Member task' })).expect(201);
  });

  it('keeps the timeline from other clients, pending members, other firms and visitors', async () => {
    const pending = await joinFirm(world.api, world.firm, 'client', { approve: false });
    await world.otherClient.agent.get(timelinePath()).expect(403, { message: 'You do not have access to this project' });
    await pending.agent.get(timelinePath()).expect(403, { message: 'You do not have access to this project' });
    await world.otherFirm.owner.agent.get(timelinePath()).expect(404, { message: 'Project not found' });
    await world.otherFirm.owner.agent.post(timelinePath()).send(task()).expect(404, { message: 'Project not found' });
    await world.api.agent().get(timelinePath()).expect(401);
  });
});

describe('sharing a timeline', () => {
  const share = (agent: Member['agent'], timelineId: string, body: object = {}) => agent.post(`/api/timelines/${timelineId}/share`).send(body);
  const tokenOf = (shareUrl: string) => shareUrl.split('/timeline/share/')[1]!;

  it('gives a link that shows the timeline read-only to anyone, without emails or user ids', async () => {
    const timelineId = await timelineIdOf();
    await world.client.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Thanks for the update' }).expect(201);
    const link = await share(world.firm.owner.agent, timelineId, { includeConversation: true }).expect(201);
    expect(link.body).toEqual({
      id: expect.any(String),
      shareUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/timeline\/share\/[A-Za-z0-9_-]{43}$/),
      expiresAt: null,
      includeConversation: true,
      name: null,
      createdAt: expect.any(String),
    });
    const token = tokenOf(link.body.shareUrl);

    const view = await world.api.agent().get(`/api/timelines/shared/${token}`).expect(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(view.body).toMatchObject({
      id: timelineId,
      organizationName: world.firm.organizationName,
      expiresAt: null,
      project: { name: 'Annual accounts', status: 'active', totalMilestones: 0, completedMilestones: 0, endDate: '2030-06-30T00:00:00.000Z' },
    });
    expect(view.body.tasks.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(view.body);
    for (const secret of [world.client.username, world.firm.owner.username, world.client.id, world.firm.owner.id, projectId]) expect(text).not.toContain(secret);

    const messages = await world.api.agent().get(`/api/timelines/shared/${token}/messages`).expect(200);
    expect(messages.body).toEqual([{ content: 'Thanks for the update', createdAt: expect.any(String), senderName: 'Carla Client', editedAt: null, deletedAt: null }]);
  });

  it('shares the conversation only on a link made with includeConversation, and by name only', async () => {
    const timelineId = await timelineIdOf();
    await world.firm.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Privileged advice' }).expect(201);
    const withoutChat = tokenOf((await share(world.firm.owner.agent, timelineId).expect(201)).body.shareUrl);
    const withChat = tokenOf((await share(world.firm.owner.agent, timelineId, { includeConversation: true }).expect(201)).body.shareUrl);

    await world.api.agent().get(`/api/timelines/shared/${withoutChat}/messages`).expect(200, []);
    const shared = await world.api.agent().get(`/api/timelines/shared/${withChat}/messages`).expect(200);
    expect(shared.body.map((message: { content: string }) => message.content)).toContain('Privileged advice');
    const text = JSON.stringify(shared.body);
    for (const secret of [world.client.id, world.firm.owner.id, world.client.username, world.firm.owner.username]) expect(text).not.toContain(secret);
    for (const message of shared.body) expect(Object.keys(message).sort()).toEqual(['content', 'createdAt', 'deletedAt', 'editedAt', 'senderName']);

    await share(world.firm.owner.agent, timelineId, { includeConversation: 'yes' }).expect(400);
  });

  it('lists the active links and revokes one of them', async () => {
    const timelineId = await timelineIdOf();
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(200);
    const kept = (await share(world.firm.owner.agent, timelineId, { expiresAt: todayLocal() }).expect(201)).body;
    const ended = (await share(world.firm.owner.agent, timelineId, { includeConversation: true }).expect(201)).body;

    const listed = await world.firm.owner.agent.get(`/api/timelines/${timelineId}/share`).expect(200);
    expect(listed.body).toEqual([
      { id: ended.id, expiresAt: null, includeConversation: true, name: null, createdAt: ended.createdAt },
      { id: kept.id, expiresAt: kept.expiresAt, includeConversation: false, name: null, createdAt: kept.createdAt },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(tokenOf(kept.shareUrl));

    await world.client.agent.delete(`/api/timelines/${timelineId}/share/${ended.id}`).expect(403);
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share/${ended.id}`).expect(200, { ok: true, message: 'Share link removed' });
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share/${ended.id}`).expect(404, { message: 'Share link not found' });
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share/not-an-id`).expect(404, { message: 'Share link not found' });
    await world.api.agent().get(`/api/timelines/shared/${tokenOf(ended.shareUrl)}`).expect(404);
    await world.api.agent().get(`/api/timelines/shared/${tokenOf(kept.shareUrl)}`).expect(200);

    // An expired link is no longer listed.
    await mongoose.connection.collection('timelineshares').updateOne({ expiresAt: { $ne: null }, revokedAt: null }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await world.firm.owner.agent.get(`/api/timelines/${timelineId}/share`).expect(200, []);
  });

  it('names a link for the firm\'s own list, never for its viewers, and in the audit trail', async () => {
    const timelineId = await timelineIdOf();
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(200);
    const named = (await share(world.firm.owner.agent, timelineId, { name: '  For the bank\u200B ' }).expect(201)).body;
    expect(named).toMatchObject({ name: 'For the bank', includeConversation: false, expiresAt: null });
    const unnamed = (await share(world.firm.owner.agent, timelineId, { name: '' }).expect(201)).body;
    expect(unnamed.name).toBeNull();
    expect((await share(world.firm.owner.agent, timelineId, { name: null }).expect(201)).body.name).toBeNull();

    const listed = (await world.firm.owner.agent.get(`/api/timelines/${timelineId}/share`).expect(200)).body as Array<{ id: string; name: string | null }>;
    expect(listed.map((link) => link.name)).toEqual([null, null, 'For the bank']);
    expect(listed.find((link) => link.id === named.id)!.name).toBe('For the bank');

    // The link's viewers are not told what the firm called it.
    const view = await world.api.agent().get(`/api/timelines/shared/${tokenOf(named.shareUrl)}`).expect(200);
    expect(JSON.stringify(view.body)).not.toContain('For the bank');

    const [created] = (await world.firm.owner.agent.get('/api/audit-log?action=share_link.created').expect(200)).body.entries.filter(
      (entry: { object: { id: string } }) => entry.object.id === named.id,
    );
    expect(created.object).toEqual({ type: 'share_link', id: named.id, name: 'For the bank (timeline of Annual accounts)' });
    await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share/${named.id}`).expect(200);
    const [revoked] = (await world.firm.owner.agent.get('/api/audit-log?action=share_link.revoked').expect(200)).body.entries;
    expect(revoked.object).toEqual({ type: 'share_link', id: named.id, name: 'For the bank (timeline of Annual accounts)' });

    for (const [name, message] of [['x'.repeat(101), 'Must be at most 100 characters'], [42, 'Must be text'], [{ $ne: null }, 'Must be text']] as const) {
      const refused = await share(world.firm.owner.agent, timelineId, { name }).expect(400);
      expect(refused.body.errors).toEqual({ name: message });
    }
  });

  it('accepts an expiry from today on, and the link stops working once it has passed', async () => {
    const timelineId = await timelineIdOf();
    const refused = await share(world.firm.owner.agent, timelineId, { expiresAt: '2001-01-01' }).expect(400);
    expect(refused.body.errors).toEqual({ expiresAt: 'Expiry date cannot be before today' });

    const link = await share(world.firm.owner.agent, timelineId, { expiresAt: todayLocal() }).expect(201);
    expect(new Date(link.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = tokenOf(link.body.shareUrl);
    await world.api.agent().get(`/api/timelines/shared/${token}`).expect(200);

    // Let the day pass: move the stored expiry into the past.
    await mongoose.connection.collection('timelineshares').updateMany({ expiresAt: { $ne: null } }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await world.api.agent().get(`/api/timelines/shared/${token}`).expect(404, { message: 'This shared timeline does not exist, has expired or was removed' });
    await world.api.agent().get(`/api/timelines/shared/${token}/messages`).expect(404);
  });

  it('revokes every link to the timeline at once', async () => {
    const timelineId = await timelineIdOf();
    const tokens = await Promise.all([1, 2].map(async () => tokenOf((await share(world.firm.owner.agent, timelineId).expect(201)).body.shareUrl)));
    expect(tokens[0]).not.toBe(tokens[1]);

    await world.otherFirm.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(404, { message: 'Timeline not found' });
    await world.client.agent.delete(`/api/timelines/${timelineId}/share`).expect(403);
    await world.api.agent().get(`/api/timelines/shared/${tokens[0]}`).expect(200);

    const revoked = await world.firm.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(200);
    expect(revoked.body.revoked).toBeGreaterThanOrEqual(2);
    for (const token of tokens) {
      await world.api.agent().get(`/api/timelines/shared/${token}`).expect(404);
      await world.api.agent().get(`/api/timelines/shared/${token}/messages`).expect(404);
    }
  });

  it('is for the firm managing the project', async () => {
    const timelineId = await timelineIdOf();
    await share(world.client.agent, timelineId).expect(403, {
      message: 'Only the organization or a team member assigned to this project can share its timeline',
    });
    await share(world.otherClient.agent, timelineId).expect(403, { message: 'You do not have access to this project' });
    await share(world.otherFirm.owner.agent, timelineId).expect(404, { message: 'Timeline not found' });
    await share(world.firm.owner.agent, 'not-an-id').expect(404, { message: 'Timeline not found' });
    await share(world.api.agent(), timelineId).expect(401);
    await world.firm.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [world.teamMember.id] }).expect(200);
    await share(world.teamMember.agent, timelineId).expect(201);
  });

  it('answers unknown and malformed share tokens with 404', async () => {
    for (const token of ['A'.repeat(43), 'short', '%24ne']) {
      await world.api.agent().get(`/api/timelines/shared/${token}`).expect(404);
    }
  });

  it("shows the project's milestones beside its tasks, as the firm's staff and client read them", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Milestones shared', startDate: '2030-01-10', endDate: '2030-06-30' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Books closed', dueDate: '2030-03-31' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Return filed', dueDate: '2030-07-15' });
    const timelineId = (await world.firm.owner.agent.get(`/api/projects/${project.id}/timelines`).expect(200)).body.id;
    const link = await share(world.firm.owner.agent, timelineId).expect(201);

    const view = await world.api.agent().get(`/api/timelines/shared/${tokenOf(link.body.shareUrl)}`).expect(200);
    const asStaff = (await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(view.body.project).toMatchObject({ totalMilestones: 2, completedMilestones: 0, milestones: asStaff.milestones });
    expect(view.body.project.milestones.map((milestone: { name: string; dueDate: string }) => [milestone.name, milestone.dueDate])).toEqual([
      ['Books closed', '2030-03-31T00:00:00.000Z'],
      ['Return filed', '2030-07-15T00:00:00.000Z'],
    ]);
  });
});

describe('correcting tasks: PATCH and DELETE /api/projects/:id/tasks/:taskId', () => {
  let project: string;
  let admin: Member;
  beforeAll(async () => {
    admin = await addAdmin(world.api, world.firm, { displayName: 'Ada Admin' });
    project = (await createProject(world.firm, world.client, { name: 'Estate plan', assigneeIds: [world.teamMember.id] })).id;
  });
  const tasksPath = () => `/api/projects/${project}/timelines`;
  const taskPath = (taskId: string) => `/api/projects/${project}/tasks/${taskId}`;
  const plan = async (fields: Record<string, unknown> = {}) => (await world.firm.owner.agent.post(tasksPath()).send(task(fields)).expect(201)).body;

  it('plans a task with an assignee from the project and a status, edits it, marks it done and undone', async () => {
    const planned = await plan({ assigneeId: world.teamMember.id, status: 'in_progress' });
    expect(planned).toMatchObject({ status: 'in_progress', assignee: { id: world.teamMember.id, displayName: 'Tess Teammate' } });

    const edited = await world.teamMember.agent
      .patch(taskPath(planned.id))
      .send({ name: ' Gather receipts ', description: '', startDate: '2030-02-03', endDate: '2030-02-20', assigneeId: admin.id })
      .expect(200);
    expect(edited.body).toEqual({
      id: planned.id,
      name: 'Gather receipts',
      description: '',
      startDate: '2030-02-03T00:00:00.000Z',
      endDate: '2030-02-20T00:00:00.000Z',
      status: 'in_progress',
      assignee: { id: admin.id, displayName: 'Ada Admin' },
    });
    await world.firm.owner.agent.patch(taskPath(planned.id)).send({ status: 'done' }).expect(200);
    const undone = await world.firm.owner.agent.patch(taskPath(planned.id)).send({ status: 'todo', assigneeId: null }).expect(200);
    expect(undone.body).toMatchObject({ status: 'todo', assignee: null, name: 'Gather receipts' });

    const read = await world.client.agent.get(tasksPath()).expect(200);
    expect(read.body.tasks).toEqual([undone.body]);
  });

  it("keeps assignees to the project's team and the firm's managers, and dates in order", async () => {
    const planned = await plan();
    const outsider = await inviteTeamMember(world.api, world.firm, { displayName: 'Otto Outsider' });
    const notOnTeam = "A task's assignee must work on this project or run the firm";
    for (const assigneeId of [outsider.id, world.client.id, world.pendingMember.id, world.otherFirm.owner.id]) {
      const response = await world.firm.owner.agent.patch(taskPath(planned.id)).send({ assigneeId }).expect(400);
      expect(response.body).toEqual({ message: notOnTeam, errors: { assigneeId: notOnTeam } });
    }
    await world.firm.owner.agent.post(tasksPath()).send(task({ assigneeId: outsider.id })).expect(400);
    await world.firm.owner.agent.patch(taskPath(planned.id)).send({ assigneeId: world.firm.owner.id }).expect(200);

    const backwards = await world.firm.owner.agent.patch(taskPath(planned.id)).send({ endDate: '2030-01-01' }).expect(400);
    expect(backwards.body).toEqual({ message: 'End date cannot be earlier than start date', errors: { endDate: 'End date cannot be earlier than start date' } });
    for (const [body, message] of [
      [{ name: ' ' }, 'Task name is required'],
      [{ status: 'finished' }, 'Status must be todo, in_progress or done'],
      [{ startDate: 'soon' }, 'Invalid date'],
      [{}, 'Give at least one field to change'],
    ] as const) {
      const response = await world.firm.owner.agent.patch(taskPath(planned.id)).send(body).expect(400);
      expect(response.body.message).toBe(message);
    }
    const read = (await world.firm.owner.agent.get(tasksPath()).expect(200)).body.tasks.find((item: { id: string }) => item.id === planned.id);
    expect(read).toMatchObject({ name: planned.name, startDate: planned.startDate, endDate: planned.endDate, status: 'todo' });
    await world.firm.owner.agent.delete(taskPath(planned.id)).expect(200);
  });

  it('shows a share link the tasks without who does them (no user ids)', async () => {
    const planned = await plan({ assigneeId: world.teamMember.id });
    const timelineId = (await world.firm.owner.agent.get(tasksPath()).expect(200)).body.id;
    const link = await world.firm.owner.agent.post(`/api/timelines/${timelineId}/share`).send({}).expect(201);
    const view = await world.api.agent().get(`/api/timelines/shared/${link.body.shareUrl.split('/').pop()}`).expect(200);
    expect(view.body.tasks.find((item: { id: string }) => item.id === planned.id)).toMatchObject({ status: 'todo', assignee: null });
    expect(JSON.stringify(view.body)).not.toContain(world.teamMember.id);
    await world.firm.owner.agent.delete(taskPath(planned.id)).expect(200);
  });

  it('deletes a task for the firm managing the project only', async () => {
    const planned = await plan();
    await world.api.agent().delete(taskPath(planned.id)).expect(401);
    await world.client.agent.delete(taskPath(planned.id)).expect(403);
    await world.client.agent.patch(taskPath(planned.id)).send({ status: 'done' }).expect(403);
    await world.otherFirm.owner.agent.delete(taskPath(planned.id)).expect(404, { message: 'Project not found' });
    const unassigned = await inviteTeamMember(world.api, world.firm, { displayName: 'Una Unassigned' });
    await unassigned.agent.delete(taskPath(planned.id)).expect(403);
    // A task of another project is not found through this one.
    await world.firm.owner.agent.delete(`/api/projects/${projectId}/tasks/${planned.id}`).expect(404, { message: 'Task not found' });

    await world.teamMember.agent.delete(taskPath(planned.id)).expect(200, { ok: true, message: 'Task deleted' });
    await world.teamMember.agent.delete(taskPath(planned.id)).expect(404, { message: 'Task not found' });
    await world.firm.owner.agent.patch(taskPath(planned.id)).send({ status: 'done' }).expect(404, { message: 'Task not found' });
    await world.firm.owner.agent.patch(taskPath('nope')).send({ status: 'done' }).expect(404, { message: 'Task not found' });
    const read = await world.client.agent.get(tasksPath()).expect(200);
    expect(read.body.tasks.map((item: { id: string }) => item.id)).not.toContain(planned.id);
  });
});
