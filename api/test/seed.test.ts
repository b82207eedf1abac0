import mongoose from 'mongoose';
import { setClock } from '../src/clock/clock';
import { runDueJobs } from '../src/jobs/runner';
import { OutboxMail } from '../src/mail/model';
import { logger } from '../src/observability/logger';
import { runReminderPass } from '../src/reminders/pass';
import { DEMO_FIRM, DEMO_PASSWORD } from '../src/seed/demo-data';
import { User } from '../src/users/model';
import { ensureDemoData, formatDemoLogins } from '../src/seed/seed';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function signIn(username: string) {
  const agent = api.agent();
  await agent.post('/api/login').send({ username, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

describe('the demo seed', () => {
  it('creates a working demo firm once and prints its logins', async () => {
    const seed = await ensureDemoData();
    expect(seed.created).toBe(true);
    const printed = formatDemoLogins(seed);
    for (const login of seed.logins) expect(printed).toContain(login.username);
    expect(printed).toContain(DEMO_PASSWORD);

    const again = await ensureDemoData();
    expect(again.created).toBe(false);
    expect(await mongoose.connection.collection('organizations').countDocuments()).toBe(1);
  });

  it('gives the organization projects, milestones, tasks, messages, notifications, webhook requests and figures', async () => {
    const owner = await signIn(DEMO_FIRM.owner.username);
    const projects = (await owner.get('/api/projects').expect(200)).body;
    expect(projects).toHaveLength(4);
    expect(projects.filter((project: { status: string }) => project.status === 'completed')).toHaveLength(1);
    expect(projects.reduce((sum: number, project: { totalMilestones: number }) => sum + project.totalMilestones, 0)).toBeGreaterThan(0);

    const estate = projects.find((project: { name: string }) => project.name === 'Estate plan');
    const timeline = (await owner.get(`/api/projects/${estate.id}/timelines`).expect(200)).body;
    expect(timeline.tasks.length).toBeGreaterThan(0);
    expect(timeline.tasks[0]).toMatchObject({ name: 'Gather asset list', status: 'done', assignee: { displayName: DEMO_FIRM.teamMember.displayName } });
    const messages = (await owner.get(`/api/projects/${estate.id}/messages`).expect(200)).body;
    expect(messages.map((message: { sender: { displayName: string } }) => message.sender.displayName)).toContain('Ava Martinez');

    expect((await owner.get('/api/notifications').expect(200)).body.length).toBeGreaterThan(0);
    const requests = (await owner.get('/api/webhook-requests').expect(200)).body.requests;
    expect(requests.map((request: { status: string }) => request.status).sort()).toEqual(['failed', 'processed', 'processed']);

    const metrics = (await owner.get('/api/metrics/dashboard').expect(200)).body;
    expect(metrics).toMatchObject({ activeProjects: 3, clientsOnboarded: 2 });
    expect(metrics.averageResponseTime).toBeGreaterThan(0);
    expect(metrics.averageCompletionDays).toBeGreaterThan(0);
    expect(metrics.outstandingTasks).toBeGreaterThan(0);
    expect(metrics.outstandingTasks).toBeLessThan(metrics.totalTasks);
  });

  it('signs in every printed login with the demo password', async () => {
    const { logins } = await ensureDemoData();
    for (const login of logins) {
      const agent = await signIn(login.username);
      expect((await agent.get('/api/user').expect(200)).body.user).toMatchObject({ role: login.role, isAdmin: login.isAdmin, status: 'active' });
    }
  });

  it('has an admin beside the owner, printed as one', async () => {
    const seed = await ensureDemoData();
    expect(formatDemoLogins(seed)).toMatch(new RegExp(`admin +${DEMO_FIRM.admin.username} +${DEMO_FIRM.admin.displayName}`));

    const admin = await signIn(DEMO_FIRM.admin.username);
    const team = (await admin.get('/api/team/members').expect(200)).body as Array<{ name: string; isAdmin: boolean }>;
    expect(team.map(({ name, isAdmin }) => ({ name, isAdmin }))).toEqual(
      expect.arrayContaining([
        { name: DEMO_FIRM.owner.displayName, isAdmin: false },
        { name: DEMO_FIRM.admin.displayName, isAdmin: true },
        { name: DEMO_FIRM.teamMember.displayName, isAdmin: false },
      ]),
    );
  });

  it("assigns the team to some projects, so each one's 'Assigned to me' differs", async () => {
    const assignedTo = async (username: string) => {
      const agent = await signIn(username);
      const page = (await agent.get('/api/projects?assignedTo=me').expect(200)).body as { projects: Array<{ name: string }> };
      return page.projects.map((project) => project.name).sort();
    };
    expect(await assignedTo(DEMO_FIRM.teamMember.username)).toEqual(['Commercial lease review', 'Estate plan']);
    expect(await assignedTo(DEMO_FIRM.admin.username)).toEqual(['2024 personal tax return', 'Commercial lease review']);
    // The owner creates every project, and its creator always works on it.
    expect(await assignedTo(DEMO_FIRM.owner.username)).toHaveLength(4);
  });

  it('shows a demo client only their own projects', async () => {
    const ava = await signIn('ava.martinez@example.com');
    const projects = (await ava.get('/api/projects').expect(200)).body;
    expect(projects.map((project: { name: string }) => project.name)).toEqual(['Estate plan']);
  });

  it("shows a reminder history on one of Ava's requested documents, and a reminder pass now sends nothing more", async () => {
    const ava = await signIn('ava.martinez@example.com');
    const items = (await ava.get('/api/document-requests').expect(200)).body as Array<{ name: string; reminders: { count: number; lastAt: string | null } }>;
    const deed = items.find((item) => item.name === 'Copy of the property deed')!;
    expect(deed.reminders).toEqual({ enabled: true, count: 2, lastAt: expect.any(String), schedule: null });
    expect(items.find((item) => item.name === 'Notes for the will')!.reminders.count).toBe(0);
    // The history is what the passes would have left: the next reminder is days away.
    expect((await runReminderPass()).sent).toBe(0);
  });

  /** Activity mail in the outbox (each batch or digest sent is one). */
  const activityMailQueued = () => OutboxMail.countDocuments({ key: /^activity-/ });

  it('mails none of its history as activity, though the bell shows it: a new message is mailed as usual', async () => {
    const ava = await signIn('ava.martinez@example.com');
    expect(((await ava.get('/api/notifications').expect(200)).body as Array<{ read: boolean }>).some((item) => !item.read)).toBe(true);
    setClock(() => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    await runDueJobs({ logger });
    expect(await activityMailQueued()).toBe(0);
    setClock();

    const [estate] = ((await ava.get('/api/projects').expect(200)).body as Array<{ id: string }>);
    // At noon, so the staff's daily digest (08:00, UTC for the demo people) is hours away.
    const noonTomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    noonTomorrow.setUTCHours(12, 0, 0, 0);
    setClock(() => noonTomorrow);
    const owner = await signIn(DEMO_FIRM.owner.username);
    await owner.post(`/api/projects/${estate!.id}/messages`).send({ content: 'See you on Friday.' }).expect(201);
    setClock(() => new Date(noonTomorrow.getTime() + 10 * 60 * 1000));
    await runDueJobs({ logger });
    // Ava's batch, and the batch of the colleague assigned to her project (the staff hear of their projects' messages as they happen).
    const mailed = await OutboxMail.find({ key: /^activity-/ }, { to: 1 }).lean<Array<{ to: string }>>();
    const project = (await owner.get(`/api/projects/${estate!.id}`).expect(200)).body as { assigneeIds: string[] };
    const ownerId = (await owner.get('/api/user').expect(200)).body.user.id as string;
    const colleagues = await User.find({ _id: mongoose.trusted({ $in: project.assigneeIds.filter((id) => id !== ownerId) }) }, { username: 1 }, { unscoped: true }).lean<Array<{ username: string }>>();
    expect(colleagues.length).toBeGreaterThan(0);
    expect(mailed.map((mail) => mail.to).sort()).toEqual(['ava.martinez@example.com', ...colleagues.map((colleague) => colleague.username)].sort());
    setClock();
  });
});
