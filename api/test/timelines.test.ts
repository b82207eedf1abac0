import mongoose from 'mongoose';
import { createProject, createTwoFirms, joinFirm, type Firm, type Member } from './fixtures';
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
  projectId = (await createProject(firmA, client, { startDate: '2030-01-10', endDate: '2030-06-30' })).id;
});
afterAll(() => api.stop());

const timelinePath = () => `/api/projects/${projectId}/timelines`;
const task = (fields: Record<string, unknown> = {}) => ({
  name: 'Collect receipts',
  description: 'All of 2029',
  startDate: '2030-02-01',
  endDate: '2030-02-15',
  ...fields,
});
const timelineIdOf = async () => (await firmA.owner.agent.get(timelinePath()).expect(200)).body.id as string;
const todayLocal = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('GET and POST /api/projects/:id/timelines', () => {
  it("creates the project's timeline on first use and returns the same one after", async () => {
    const first = await client.agent.get(timelinePath()).expect(200);
    expect(first.body).toEqual({ id: expect.any(String), projectId, tasks: [] });
    const again = await firmA.owner.agent.get(timelinePath()).expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('adds tasks and lists them by start date', async () => {
    const created = await firmA.owner.agent.post(timelinePath()).send(task({ name: 'Draft accounts', startDate: '2030-03-01', endDate: '2030-03-20T00:00:00.000Z' })).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Draft accounts',
      description: 'All of 2029',
      startDate: '2030-03-01T00:00:00.000Z',
      endDate: '2030-03-20T00:00:00.000Z',
    });
    await firmA.owner.agent.post(timelinePath()).send(task()).expect(201);
    const timeline = await client.agent.get(timelinePath()).expect(200);
    expect(timeline.body.tasks.map((item: { name: string }) => item.name)).toEqual(['Collect receipts', 'Draft accounts']);
  });

  it("checks a new task with the spec's messages", async () => {
    const response = await firmA.owner.agent.post(timelinePath()).send({ name: ' ', startDate: '', endDate: null }).expect(400);
    expect(response.body.errors).toEqual({
      name: 'Task name is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const backwards = await firmA.owner.agent.post(timelinePath()).send(task({ startDate: '2030-05-02', endDate: '2030-05-01' })).expect(400);
    expect(backwards.body.errors).toEqual({ endDate: 'End date cannot be earlier than start date' });
    await firmA.owner.agent.post(timelinePath()).send(task({ startDate: { $gt: '' } })).expect(400);
  });

  it('lets only the firm plan tasks: the organization or an assigned team member', async () => {
    await client.agent.post(timelinePath()).send(task()).expect(403);
    await member.agent.post(timelinePath()).send(task()).expect(403);
    await firmA.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [member.id] }).expect(200);
    await member.agent.post(timelinePath()).send(task({ name: 'Member task' })).expect(201);
  });

  it('keeps the timeline from other clients, pending members, other firms and visitors', async () => {
    const pending = await joinFirm(api, firmA, 'client', { approve: false });
    await otherClient.agent.get(timelinePath()).expect(403, { message: 'You do not have access to this project' });
    await pending.agent.get(timelinePath()).expect(403, { message: 'You do not have access to this project' });
    await firmB.owner.agent.get(timelinePath()).expect(404, { message: 'Project not found' });
    await firmB.owner.agent.post(timelinePath()).send(task()).expect(404, { message: 'Project not found' });
    await api.agent().get(timelinePath()).expect(401);
  });
});

describe('sharing a timeline', () => {
  const share = (agent: Member['agent'], timelineId: string, body: object = {}) => agent.post(`/api/timelines/${timelineId}/share`).send(body);
  const tokenOf = (shareUrl: string) => shareUrl.split('/timeline/share/')[1]!;

  it('gives a link that shows the timeline read-only to anyone, without emails or user ids', async () => {
    const timelineId = await timelineIdOf();
    await client.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Thanks for the update' }).expect(201);
    const link = await share(firmA.owner.agent, timelineId).expect(201);
    expect(link.body).toEqual({ shareUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/timeline\/share\/[A-Za-z0-9_-]{43}$/), expiresAt: null });
    const token = tokenOf(link.body.shareUrl);

    const view = await api.agent().get(`/api/timelines/shared/${token}`).expect(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.body).toMatchObject({
      id: timelineId,
      organizationName: firmA.organizationName,
      expiresAt: null,
      project: { name: 'Annual accounts', status: 'active', totalMilestones: 0, completedMilestones: 0, endDate: '2030-06-30T00:00:00.000Z' },
    });
    expect(view.body.tasks.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(view.body);
    for (const secret of [client.username, firmA.owner.username, client.id, firmA.owner.id, projectId]) expect(text).not.toContain(secret);

    const messages = await api.agent().get(`/api/timelines/shared/${token}/messages`).expect(200);
    expect(messages.body).toEqual([
      { id: expect.any(String), content: 'Thanks for the update', createdAt: expect.any(String), senderId: client.id, sender: { id: client.id, displayName: 'Carla Client' } },
    ]);
    expect(JSON.stringify(messages.body)).not.toContain(client.username);
  });

  it('accepts an expiry from today on, and the link stops working once it has passed', async () => {
    const timelineId = await timelineIdOf();
    const refused = await share(firmA.owner.agent, timelineId, { expiresAt: '2001-01-01' }).expect(400);
    expect(refused.body.errors).toEqual({ expiresAt: 'Expiry date cannot be before today' });

    const link = await share(firmA.owner.agent, timelineId, { expiresAt: todayLocal() }).expect(201);
    expect(new Date(link.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = tokenOf(link.body.shareUrl);
    await api.agent().get(`/api/timelines/shared/${token}`).expect(200);

    // Let the day pass: move the stored expiry into the past.
    await mongoose.connection.collection('timelineshares').updateMany({ expiresAt: { $ne: null } }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await api.agent().get(`/api/timelines/shared/${token}`).expect(404, { message: 'This shared timeline does not exist, has expired or was removed' });
    await api.agent().get(`/api/timelines/shared/${token}/messages`).expect(404);
  });

  it('revokes every link to the timeline at once', async () => {
    const timelineId = await timelineIdOf();
    const tokens = await Promise.all([1, 2].map(async () => tokenOf((await share(firmA.owner.agent, timelineId).expect(201)).body.shareUrl)));
    expect(tokens[0]).not.toBe(tokens[1]);

    await firmB.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(404, { message: 'Timeline not found' });
    await client.agent.delete(`/api/timelines/${timelineId}/share`).expect(403);
    await api.agent().get(`/api/timelines/shared/${tokens[0]}`).expect(200);

    const revoked = await firmA.owner.agent.delete(`/api/timelines/${timelineId}/share`).expect(200);
    expect(revoked.body.revoked).toBeGreaterThanOrEqual(2);
    for (const token of tokens) {
      await api.agent().get(`/api/timelines/shared/${token}`).expect(404);
      await api.agent().get(`/api/timelines/shared/${token}/messages`).expect(404);
    }
  });

  it('is for the firm managing the project', async () => {
    const timelineId = await timelineIdOf();
    await share(client.agent, timelineId).expect(403, {
      message: 'Only the organization or a team member assigned to this project can share its timeline',
    });
    await share(otherClient.agent, timelineId).expect(403, { message: 'You do not have access to this project' });
    await share(firmB.owner.agent, timelineId).expect(404, { message: 'Timeline not found' });
    await share(firmA.owner.agent, 'not-an-id').expect(404, { message: 'Timeline not found' });
    await share(api.agent(), timelineId).expect(401);
    await firmA.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [member.id] }).expect(200);
    await share(member.agent, timelineId).expect(201);
  });

  it('answers unknown and malformed share tokens with 404', async () => {
    for (const token of ['A'.repeat(43), 'short', '%24ne']) {
      await api.agent().get(`/api/timelines/shared/${token}`).expect(404);
    }
  });
});
