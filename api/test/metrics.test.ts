import mongoose from 'mongoose';
import { addClient, createFirm, createProject, joinFirm, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firmA: Firm;
let firmB: Firm;
let client: Member;
let member: Member;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** Moves a stored message back in time, as if the client had written it `minutes` ago. */
async function backdateMessage(id: string, minutes: number) {
  const createdAt = new Date(Date.now() - minutes * 60_000);
  await mongoose.connection.collection('messages').updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { createdAt } });
}

beforeAll(async () => {
  api = await startTestApi();
  [firmA, firmB] = await Promise.all([createFirm(api), createFirm(api)]);
  client = await addClient(api, firmA);
  // Onboarded: the one who finished the welcome tour; the other signed in but did not, the third was archived.
  await client.agent.post('/api/user/complete-onboarding').expect(200);
  await addClient(api, firmA);
  const archivedClient = await addClient(api, firmA);
  await archivedClient.agent.post('/api/user/complete-onboarding').expect(200);
  await firmA.owner.agent.post(`/api/clients/${archivedClient.id}/archive`).expect(200);
  member = await joinFirm(api, firmA, 'team_member');

  const open = (await createProject(firmA, client, { startDate: '2030-01-10' })).id;
  await createProject(firmA, client, { startDate: '2030-01-10', endDate: '2030-02-01' });
  const finished = (await createProject(firmA, client, { startDate: daysAgo(10) })).id;
  await firmA.owner.agent.post(`/api/projects/${finished}/complete`).expect(200);
  // Archived projects count nowhere.
  const archived = (await createProject(firmA, client, { startDate: '2030-01-10' })).id;
  await firmA.owner.agent.post(`/api/projects/${archived}/archive`).expect(200);

  const tasks = `/api/projects/${open}/timelines`;
  await firmA.owner.agent.post(tasks).send({ name: 'Upcoming', startDate: '2030-02-01', endDate: '2030-02-15' }).expect(201);
  await firmA.owner.agent.post(tasks).send({ name: 'Long done', startDate: '2020-01-01', endDate: '2020-01-31', status: 'done' }).expect(201);
  // Its end date passed without it being done: still outstanding.
  await firmA.owner.agent.post(tasks).send({ name: 'Overdue', startDate: '2020-02-01', endDate: '2020-02-10' }).expect(201);

  // Two answered client questions: after 30 minutes, and after 10 (counted from the first waiting message).
  const messages = `/api/projects/${open}/messages`;
  const say = async (who: Member, content: string) => (await who.agent.post(messages).send({ content }).expect(201)).body.id as string;
  const question1 = await say(client, 'Question 1');
  await backdateMessage(question1, 30);
  const answer1 = await say(firmA.owner, 'Answer 1');
  const followUp = await say(firmA.owner, 'A follow-up that answers nothing');
  // That first exchange took place an hour earlier than it was written.
  await backdateMessage(question1, 90);
  await backdateMessage(answer1, 60);
  await backdateMessage(followUp, 59);
  await backdateMessage(await say(client, 'Question 2'), 10);
  await backdateMessage(await say(client, 'Question 2, again'), 5);
  await say(member, 'Answer 2');

  // Another firm's data must never count.
  const otherClient = await addClient(api, firmB);
  const otherProject = (await createProject(firmB, otherClient, { startDate: '2030-01-10' })).id;
  await firmB.owner.agent.post(`/api/projects/${otherProject}/timelines`).send({ name: 'B task', startDate: '2030-02-01', endDate: '2030-02-15' }).expect(201);
  // Six accounts, each an Argon2id hash: more than the default 5 s on a busy machine.
}, 30_000);
afterAll(() => api.stop());

const metrics = (query = '') => firmA.owner.agent.get(`/api/metrics/dashboard${query}`);

describe('GET /api/metrics/dashboard', () => {
  it("computes the firm's figures over all time", async () => {
    const response = await metrics().expect(200);
    expect(response.body).toEqual({
      activeProjects: 2,
      averageCompletionDays: expect.any(Number),
      averageResponseTime: expect.any(Number),
      clientsOnboarded: 1,
      totalTasks: 3,
      outstandingTasks: 2,
      outstandingDocumentRequests: 0,
    });
    // Started 10 days ago at midnight UTC, completed today.
    expect(response.body.averageCompletionDays).toBeGreaterThanOrEqual(10);
    expect(response.body.averageCompletionDays).toBeLessThanOrEqual(11);
    // (30 + 10) / 2 minutes, give or take the seconds the test took.
    expect(response.body.averageResponseTime).toBeGreaterThanOrEqual(20);
    expect(response.body.averageResponseTime).toBeLessThan(21);
  });

  it('counts a task as outstanding until it is marked done, and again once marked undone', async () => {
    const { id: projectId } = (await firmA.owner.agent.get('/api/projects').expect(200)).body.find((project: { endDate: string | null; status: string }) => project.status === 'active' && project.endDate === null);
    const timeline = (await firmA.owner.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body;
    const overdue = timeline.tasks.find((task: { name: string }) => task.name === 'Overdue');
    const tasksPath = `/api/projects/${projectId}/tasks/${overdue.id}`;
    await firmA.owner.agent.patch(tasksPath).send({ status: 'done' }).expect(200);
    expect((await metrics().expect(200)).body).toMatchObject({ totalTasks: 3, outstandingTasks: 1 });
    await firmA.owner.agent.patch(tasksPath).send({ status: 'todo' }).expect(200);
    expect((await metrics().expect(200)).body).toMatchObject({ totalTasks: 3, outstandingTasks: 2 });
  });

  it('counts only what falls in the date range', async () => {
    const march2030 = await metrics('?startDate=2030-03-01&endDate=2030-03-31').expect(200);
    expect(march2030.body).toMatchObject({ activeProjects: 1, totalTasks: 0, outstandingTasks: 0, clientsOnboarded: 0, averageCompletionDays: 0, averageResponseTime: 0 });

    const february2030 = await metrics('?startDate=2030-02-10&endDate=2030-02-20').expect(200);
    expect(february2030.body).toMatchObject({ activeProjects: 1, totalTasks: 1, outstandingTasks: 1 });

    const untilNow = await metrics(`?endDate=${today()}`).expect(200);
    expect(untilNow.body).toMatchObject({ activeProjects: 0, clientsOnboarded: 1, totalTasks: 2, outstandingTasks: 1 });
    expect(untilNow.body.averageResponseTime).toBeGreaterThanOrEqual(20);

    const year2020 = await metrics('?startDate=2020-01-01&endDate=2020-12-31').expect(200);
    expect(year2020.body).toEqual({ activeProjects: 0, averageCompletionDays: 0, averageResponseTime: 0, clientsOnboarded: 0, totalTasks: 2, outstandingTasks: 1, outstandingDocumentRequests: 0 });
  });

  it('refuses a range that ends before it starts, bad dates and repeated parameters with 400', async () => {
    const backwards = await metrics('?startDate=2030-03-01&endDate=2030-02-01').expect(400);
    expect(backwards.body).toEqual({ message: 'End date cannot be earlier than start date', errors: { endDate: 'End date cannot be earlier than start date' } });
    const invalid = await metrics('?startDate=yesterday').expect(400);
    expect(invalid.body.errors).toEqual({ startDate: 'Invalid date' });
    await metrics('?startDate=2030-01-01&startDate=2030-02-01').expect(400);
  });

  it('shows each firm only its own figures', async () => {
    const response = await firmB.owner.agent.get('/api/metrics/dashboard').expect(200);
    expect(response.body).toEqual({ activeProjects: 1, averageCompletionDays: 0, averageResponseTime: 0, clientsOnboarded: 0, totalTasks: 1, outstandingTasks: 1, outstandingDocumentRequests: 0 });
  });

  it('is for the organization account only', async () => {
    const pending = await joinFirm(api, firmA, 'team_member', { approve: false });
    for (const agent of [member.agent, client.agent, pending.agent]) await agent.get('/api/metrics/dashboard').expect(403);
    await api.agent().get('/api/metrics/dashboard').expect(401);
  });
});
