// Automations: a template's (or one project's) rules run on the job runner when their trigger happens, once
// per event, as the person who set them up, recorded on the project and in the audit trail.
import type { AutomationList, ProjectTemplate, TemplateBatch } from '@clientline/contracts';
import { runAutomationPass } from '../src/automations/pass';
import { AuditEntry } from '../src/audit/model';
import { Automation, AutomationRun } from '../src/automations/model';
import { now, setClock } from '../src/clock/clock';
import { DocumentRequestItem } from '../src/documents/model';
import { runDueJobs } from '../src/jobs/runner';
import { Message } from '../src/messages/model';
import { Project } from '../src/projects/model';
import { logger } from '../src/observability/logger';
import { addMilestone, createProject, useTwoFirms, type Member } from './fixtures';
import { waitFor } from './wait-for';

const world = useTwoFirms();

/** Runs every job that is due, and those they queue, until none is left. */
async function settle(): Promise<void> {
  while ((await runDueJobs({ logger })) > 0);
}

async function seasonFor(client: Pick<Member, 'id'>): Promise<{ template: ProjectTemplate; projectId: string }> {
  const template: ProjectTemplate = (await world.firm.owner.agent.post('/api/templates/starters/individual-return/copy').send({}).expect(201)).body;
  const batch: TemplateBatch = (
    await world.firm.owner.agent.post('/api/template-batches').send({ templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds: [client.id] }).expect(202)
  ).body;
  await settle();
  const made = (await world.firm.owner.agent.get(`/api/template-batches/${batch.id}`).expect(200)).body;
  expect(made.status).toBe('done');
  const projects = (await world.firm.owner.agent.get('/api/projects').expect(200)).body as Array<{ id: string; templateId?: string; clientId: string; name: string }>;
  const project = projects.find((candidate) => candidate.clientId === client.id && candidate.name === '2025 Individual Tax Return');
  return { template, projectId: project!.id };
}

const automationsOf = async (projectId: string): Promise<AutomationList> => (await world.firm.owner.agent.get(`/api/projects/${projectId}/automations`).expect(200)).body;
const milestonesOf = async (projectId: string): Promise<Array<{ id: string; name: string; status: string }>> =>
  (await world.firm.owner.agent.get(`/api/projects/${projectId}`).expect(200)).body.milestones;

describe('automations', () => {
  it("a starter's rules move the season by themselves: every document accepted starts preparing, and filing tells the client", async () => {
    const { template, projectId } = await seasonFor(world.client);
    const rules = (await world.firm.owner.agent.get(`/api/templates/${template.id}/automations`).expect(200)).body as AutomationList;
    expect(rules.automations.map((rule) => rule.description)).toEqual([
      'When every requested document is accepted: complete Documents received',
      'When Documents received is completed: start Return prepared',
      'When Return filed is completed: send the client a message',
    ]);

    const items = (await world.client.agent.get('/api/document-requests').expect(200)).body.filter((item: { projectId: string }) => item.projectId === projectId);
    expect(items).toHaveLength(6);
    for (const item of items) {
      await world.client.agent.post(`/api/projects/${projectId}/documents`).unset('Content-Type').field('requestItemId', item.id).attach('file', Buffer.from('%PDF-1.7\nform'), 'form.pdf').expect(201);
      await world.firm.owner.agent.patch(`/api/document-requests/${item.id}`).send({ status: 'accepted' }).expect(200);
    }
    await settle();
    const milestones = await milestonesOf(projectId);
    expect(milestones.slice(0, 2).map((milestone) => milestone.status)).toEqual(['completed', 'in_progress']);
    const { runs } = await automationsOf(projectId);
    expect(runs.map((run) => [run.automationName, run.status, run.outcome])).toEqual([
      ['Start Return prepared', 'done', 'Started Return prepared'],
      ['Documents in: complete the checklist', 'done', 'Completed Documents received'],
    ]);

    const filed = milestones.find((milestone) => milestone.name === 'Return filed')!;
    for (const status of ['in_progress', 'completed']) await world.firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${filed.id}`).send({ status }).expect(200);
    await settle();
    const chat = (await world.client.agent.get(`/api/projects/${projectId}/messages`).expect(200)).body;
    expect(chat.at(-1)).toMatchObject({ content: expect.stringMatching(/^Good news: your return has been filed/) });

    const trail = (await world.firm.owner.agent.get('/api/audit-log?action=automation.ran').expect(200)).body;
    expect(trail.entries.filter((entry: { project: { id: string } | null }) => entry.project?.id === projectId).map((entry: { detail: string }) => entry.detail)).toEqual([
      'Sent the client a message',
      'Started Return prepared',
      'Completed Documents received',
    ]);
  });

  it("waits on the documents asked for one milestone, apart from the project's other requests", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Two rounds' });
    const gather = await addMilestone(world.firm.owner.agent, project.id, { name: 'Gather', dueDate: '2099-01-01' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Review', dueDate: '2099-02-01' });
    const rule = (name: string, milestone?: string) => ({
      name,
      trigger: { type: 'all_requests_accepted', ...(milestone && { milestone }) },
      action: { type: 'notify_staff', content: name },
    });
    const added = await world.firm.owner.agent.post(`/api/projects/${project.id}/automations`).send(rule('Gathered', 'Gather')).expect(201);
    expect(added.body.description).toBe('When every document asked for Gather is accepted: tell the project’s staff');
    await world.firm.owner.agent.post(`/api/projects/${project.id}/automations`).send(rule('All in')).expect(201);

    const forGather = (await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }, { name: '1099' }], milestoneId: gather.id }).expect(201)).body;
    expect(forGather.map((item: { milestoneId: string }) => item.milestoneId)).toEqual([gather.id, gather.id]);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'Engagement letter' }] }).expect(201);
    const elsewhere = await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'ID' }], milestoneId: '64b000000000000000000999' }).expect(400);
    expect(elsewhere.body).toMatchObject({ message: "Choose one of this project's milestones, or none", errors: { milestoneId: "Choose one of this project's milestones, or none" } });

    for (const item of forGather) {
      await world.client.agent.post(`/api/projects/${project.id}/documents`).unset('Content-Type').field('requestItemId', item.id).attach('file', Buffer.from('%PDF-1.7\nform'), 'form.pdf').expect(201);
      await world.firm.owner.agent.patch(`/api/document-requests/${item.id}`).send({ status: 'accepted' }).expect(200);
    }
    await settle();
    // Gather's documents are in; the engagement letter is not, so the project's rule waits.
    expect((await automationsOf(project.id)).runs.map((run) => [run.automationName, run.status])).toEqual([['Gathered', 'done']]);
  });

  it('asks for documents for a milestone, whose own rule then waits on them alone', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Asked by a rule' });
    const gather = await addMilestone(world.firm.owner.agent, project.id, { name: 'Gather', dueDate: '2099-01-01' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'Engagement letter' }] }).expect(201);
    const asking = await world.firm.owner.agent
      .post(`/api/projects/${project.id}/automations`)
      .send({ name: 'Ask for the W-2', trigger: { type: 'milestone_started', milestone: 'Gather' }, action: { type: 'request_documents', documents: ['W-2'], milestone: 'Gather' } })
      .expect(201);
    expect(asking.body.description).toBe('When Gather is started: ask for W-2 for Gather');
    await world.firm.owner.agent
      .post(`/api/projects/${project.id}/automations`)
      .send({ name: 'Gathered', trigger: { type: 'all_requests_accepted', milestone: 'Gather' }, action: { type: 'complete_milestone', milestone: 'Gather' } })
      .expect(201);

    await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${gather.id}`).send({ status: 'in_progress' }).expect(200);
    await settle();
    const checklist = (await world.firm.owner.agent.get(`/api/projects/${project.id}/document-requests`).expect(200)).body as Array<{ id: string; name: string; milestoneId: string | null }>;
    const w2 = checklist.find((item) => item.name === 'W-2')!;
    expect(w2.milestoneId).toBe(gather.id);
    expect((await automationsOf(project.id)).runs.map((run) => run.outcome)).toEqual(['Asked for W-2 for Gather']);

    await world.client.agent.post(`/api/projects/${project.id}/documents`).unset('Content-Type').field('requestItemId', w2.id).attach('file', Buffer.from('%PDF-1.7\nform'), 'form.pdf').expect(201);
    await world.firm.owner.agent.patch(`/api/document-requests/${w2.id}`).send({ status: 'accepted' }).expect(200);
    await settle();
    // The engagement letter, asked for the whole project, is still open: Gather completes all the same.
    expect((await milestonesOf(project.id)).find((milestone) => milestone.name === 'Gather')!.status).toBe('completed');
  });

  it('runs once per event, whoever hears it and however many runners look at once', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Once only' });
    const review = await addMilestone(world.firm.owner.agent, project.id, { name: 'Review', dueDate: '2099-01-01' });
    await world.firm.owner.agent
      .post(`/api/projects/${project.id}/automations`)
      .send({ name: 'Thank the client', trigger: { type: 'milestone_started', milestone: 'Review' }, action: { type: 'send_message', content: 'We are reviewing your file' } })
      .expect(201);
    await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${review.id}`).send({ status: 'in_progress' }).expect(200);
    // Two processes' runners look for work at the same moment.
    await Promise.all([runDueJobs({ logger }), runDueJobs({ logger })]);
    await settle();
    expect(await Message.countDocuments({ organizationId: world.firm.organizationId, projectId: project.id, content: 'We are reviewing your file' })).toBe(1);
    expect((await automationsOf(project.id)).runs).toHaveLength(1);
  });

  it("sets off a template's rule on project creation once for each project of a batch, and not on a project made by hand", async () => {
    const template: ProjectTemplate = (
      await world.firm.owner.agent.post('/api/templates').send({ name: 'Greeted season', cadence: 'yearly', projectName: '{year} greeted return', durationDays: 30 }).expect(201)
    ).body;
    await world.firm.owner.agent
      .post(`/api/templates/${template.id}/automations`)
      .send({ name: 'Greet', trigger: { type: 'project_created' }, action: { type: 'send_message', content: 'Your return has started.' } })
      .expect(201);
    await world.firm.owner.agent
      .post('/api/template-batches')
      .send({ templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds: [world.client.id, world.otherClient.id] })
      .expect(202);
    await settle();
    const made = (await world.firm.owner.agent.get('/api/projects').expect(200)).body.filter((project: { name: string }) => project.name === '2025 greeted return');
    expect(made).toHaveLength(2);
    for (const project of made) {
      const messages = await Message.find({ organizationId: world.firm.organizationId, projectId: project.id }).lean();
      expect(messages.map((message) => message.content)).toEqual(['Your return has started.']);
    }
    const byHand = await createProject(world.firm, world.client, { name: 'Not from the template' });
    await settle();
    expect(await Message.countDocuments({ organizationId: world.firm.organizationId, projectId: byHand.id })).toBe(0);
  });

  it('refuses rules that would set each other off without end, when they are saved', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Loops' });
    const add = (name: string, trigger: object, action: object) => world.firm.owner.agent.post(`/api/projects/${project.id}/automations`).send({ name, trigger, action });
    await add('A', { type: 'milestone_completed', milestone: 'Draft' }, { type: 'start_milestone', milestone: 'Review' }).expect(201);
    const loop = await add('B', { type: 'milestone_started', milestone: 'Review' }, { type: 'complete_milestone', milestone: 'Draft' }).expect(400);
    expect(loop.body.message).toBe('These automations would set each other off without end: "A" → "B" → "A"');
    const itself = await add('C', { type: 'milestone_started', milestone: 'Draft' }, { type: 'start_milestone', milestone: 'Draft' }).expect(400);
    expect(itself.body.message).toBe('These automations would set each other off without end: "C" → "C"');
    const bad = await add('', { type: 'date_reached', anchor: 'start', offsetDays: 400 }, { type: 'send_message', content: '' }).expect(400);
    expect(bad.body.errors).toMatchObject({ name: 'Write the name', 'trigger.offsetDays': 'Give a whole number of days, at most 365 before or after', 'action.content': 'Write the message' });
  });

  it("refuses a template's rule that would loop with a rule of one of its projects", async () => {
    const { template, projectId } = await seasonFor(world.otherClient);
    await world.firm.owner.agent
      .post(`/api/projects/${projectId}/automations`)
      .send({ name: 'Own', trigger: { type: 'milestone_completed', milestone: 'Draft' }, action: { type: 'start_milestone', milestone: 'Review' } })
      .expect(201);
    const loop = await world.firm.owner.agent
      .post(`/api/templates/${template.id}/automations`)
      .send({ name: 'Shared', trigger: { type: 'milestone_started', milestone: 'Review' }, action: { type: 'complete_milestone', milestone: 'Draft' } })
      .expect(400);
    expect(loop.body.message).toMatch(/^These automations would set each other off without end: "(Own" → "Shared" → "Own|Shared" → "Own" → "Shared)"$/);
  });

  it('adds none to a completed or archived project, on which nothing runs, until it is reopened', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Closed' });
    const add = () =>
      world.firm.owner.agent.post(`/api/projects/${project.id}/automations`).send({ name: 'Thank', trigger: { type: 'project_created' }, action: { type: 'send_message', content: 'Thank you' } });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await add().expect(409, { message: 'Nothing runs on a completed or archived project: reopen or restore it to add an automation' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/reopen`).expect(200);
    await add().expect(201);
  });

  it("sets off rules due by a date, or by a client's silence, once, from the pass", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Dated', startDate: '2030-03-01' });
    const rule = { trigger: { type: 'date_reached', anchor: 'start', offsetDays: 14 }, action: { type: 'notify_staff', content: 'Two weeks in: check the documents' } };
    await world.firm.owner.agent.post(`/api/projects/${project.id}/automations`).send({ name: 'Two weeks in', ...rule }).expect(201);
    await runAutomationPass(new Date('2030-03-14T12:00:00Z'));
    await settle();
    expect((await automationsOf(project.id)).runs).toHaveLength(0);
    await runAutomationPass(new Date('2030-03-15T00:00:00Z'));
    await runAutomationPass(new Date('2030-03-15T00:05:00Z'));
    await settle();
    expect((await automationsOf(project.id)).runs.map((run) => run.outcome)).toEqual(['Told the project’s staff']);
    const bell = (await world.firm.owner.agent.get('/api/notifications').expect(200)).body;
    expect(bell.notifications ?? bell).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'automation_note', content: 'Two weeks in: Two weeks in: check the documents' })]));

    const silent = await createProject(world.firm, world.client, { name: 'Silent' });
    await world.firm.owner.agent.post(`/api/projects/${silent.id}/document-requests`).send({ items: [{ name: 'W-2' }] }).expect(201);
    await world.firm.owner.agent
      .post(`/api/projects/${silent.id}/automations`)
      .send({ name: 'Nudge', trigger: { type: 'client_silent', days: 10 }, action: { type: 'send_message', content: 'Can we help with the W-2?' } })
      .expect(201);
    await runAutomationPass(new Date(Date.now() + 9 * 24 * 60 * 60 * 1000));
    await settle();
    expect((await automationsOf(silent.id)).runs).toHaveLength(0);
    await runAutomationPass(new Date(Date.now() + 11 * 24 * 60 * 60 * 1000));
    await settle();
    expect((await automationsOf(silent.id)).runs.map((run) => run.outcome)).toEqual(['Sent the client a message']);
  });

  it("lets a team member's rule do only what they may: neither complete the project nor choose who works on it", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Theirs', assigneeIds: [world.teamMember.id] });
    const rule = (action: Record<string, unknown>) => ({ name: 'Close it', trigger: { type: 'milestone_started', milestone: 'Draft' }, action });
    const refusal = { message: 'Only the owner or an admin can make an automation that assigns people or completes the project' };
    await world.teamMember.agent.post(`/api/projects/${project.id}/automations`).send(rule({ type: 'complete_project' })).expect(403, refusal);
    const roles = (await world.firm.owner.agent.post('/api/firm-roles').send({ name: 'Preparer' }).expect(201)).body;
    await world.teamMember.agent.post(`/api/projects/${project.id}/automations`).send(rule({ type: 'assign_role', roleId: roles.id })).expect(403, refusal);

    // A rule the team member may make stays theirs to change, but not into one that completes the project.
    const own = (await world.teamMember.agent.post(`/api/projects/${project.id}/automations`).send(rule({ type: 'notify_staff', content: 'Draft started' })).expect(201)).body;
    await world.teamMember.agent.put(`/api/automations/${own.id}`).send(rule({ type: 'complete_project' })).expect(403, refusal);

    // One made before this rule held runs as its author, and is refused as they would be.
    await Automation.updateOne({ _id: own.id, organizationId: world.firm.organizationId }, { $set: { action: { type: 'complete_project' } } });
    const draft = await addMilestone(world.firm.owner.agent, project.id, { name: 'Draft', dueDate: '2099-01-01' });
    await world.teamMember.agent.patch(`/api/projects/${project.id}/milestones/${draft.id}`).send({ status: 'in_progress' }).expect(200);
    await settle();
    expect((await automationsOf(project.id)).runs).toEqual([
      expect.objectContaining({ status: 'failed', outcome: 'Only the owner or an admin can complete a project or choose who works on it' }),
    ]);
    expect((await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body.status).toBe('active');
  });

  it('records a refused action as failed, tells the firm and the audit trail, and does not retry it', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Refused' });
    await world.firm.owner.agent
      .post(`/api/projects/${project.id}/automations`)
      .send({ name: 'Start filing', trigger: { type: 'milestone_completed', milestone: 'Draft' }, action: { type: 'start_milestone', milestone: 'Filing' } })
      .expect(201);
    const draft = await addMilestone(world.firm.owner.agent, project.id, { name: 'Draft', dueDate: '2099-01-01' });
    for (const status of ['in_progress', 'completed']) await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${draft.id}`).send({ status }).expect(200);
    await settle();
    expect((await automationsOf(project.id)).runs).toEqual([expect.objectContaining({ status: 'failed', outcome: 'The project has no milestone named Filing' })]);
    const bell = (await world.firm.owner.agent.get('/api/notifications').expect(200)).body;
    expect(bell.notifications ?? bell).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'automation_failed', content: 'The automation "Start filing" failed on Refused: The project has no milestone named Filing' })]),
    );
    const trail = (await world.firm.owner.agent.get('/api/audit-log?action=automation.failed').expect(200)).body;
    expect(trail.entries.filter((entry: { project?: { id: string } }) => entry.project?.id === project.id)).toEqual([
      expect.objectContaining({ object: expect.objectContaining({ name: 'Start filing' }), detail: 'The project has no milestone named Filing' }),
    ]);
  });

  describe('when a try fails, or the process running it stalls or dies', () => {
    /** A project whose rule `ruleName` does `action` when Review starts, and Review started: the run is queued. */
    async function reviewStartedWith(name: string, ruleName: string, action: object): Promise<string> {
      const project = await createProject(world.firm, world.client, { name });
      const review = await addMilestone(world.firm.owner.agent, project.id, { name: 'Review', dueDate: '2099-01-01' });
      await world.firm.owner.agent
        .post(`/api/projects/${project.id}/automations`)
        .send({ name: ruleName, trigger: { type: 'milestone_started', milestone: 'Review' }, action })
        .expect(201);
      await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${review.id}`).send({ status: 'in_progress' }).expect(200);
      return project.id;
    }

    /** A project whose rule messages the client when Review starts, and Review started. */
    const reviewStarted = (name: string, content: string) => reviewStartedWith(name, 'Tell the client', { type: 'send_message', content });
    /** A project whose rule asks for a W-2 and a 1099-INT when Review starts, and Review started. */
    const reviewStartedAsking = (name: string) => reviewStartedWith(name, 'Ask', { type: 'request_documents', documents: ['W-2', '1099-INT'], dueInDays: null });

    /** Holds the clock still, so that a retry falls due exactly when the test moves it on. */
    function holdClock() {
      let at = now();
      setClock(() => at);
      return {
        async runDueJobsAfter(ms: number): Promise<void> {
          at = new Date(at.getTime() + ms);
          await runDueJobs({ logger });
        },
      };
    }

    const auditOf = async (action: string, projectId: string): Promise<Array<{ detail: string }>> =>
      (await world.firm.owner.agent.get(`/api/audit-log?action=${action}`).expect(200)).body.entries.filter((entry: { project: { id: string } | null }) => entry.project?.id === projectId);
    const failureNews = async (projectId: string) =>
      ((await world.firm.owner.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; content: string; projectId?: string | null }>).filter(
        (news) => news.type === 'automation_failed' && news.projectId === projectId,
      );
    const messagesOf = (projectId: string) => Message.countDocuments({ organizationId: world.firm.organizationId, projectId });
    /** What the client's bell says of messages on the project. */
    const messageNewsOf = async (projectId: string): Promise<string[]> =>
      ((await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; content: string; projectId?: string | null }>)
        .filter((news) => news.type === 'new_message' && news.projectId === projectId)
        .map((news) => news.content);

    /** A project whose rule starts Review when Draft is completed, and Draft completed: the run is queued. */
    async function draftDone(name: string): Promise<{ id: string; reviewId: string }> {
      const project = await createProject(world.firm, world.client, { name });
      const draft = await addMilestone(world.firm.owner.agent, project.id, { name: 'Draft', dueDate: '2099-01-01' });
      const review = await addMilestone(world.firm.owner.agent, project.id, { name: 'Review', dueDate: '2099-01-02' });
      await world.firm.owner.agent
        .post(`/api/projects/${project.id}/automations`)
        .send({ name: 'Start review', trigger: { type: 'milestone_completed', milestone: 'Draft' }, action: { type: 'start_milestone', milestone: 'Review' } })
        .expect(201);
      for (const status of ['in_progress', 'completed']) await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${draft.id}`).send({ status }).expect(200);
      return { id: project.id, reviewId: review.id };
    }

    /** Someone changes a milestone of the project each time a milestone's status is written, as often as a change is tried; how many times so far. */
    function raceTheWritesOfReview(): () => number {
      const write = Project.collection.findOneAndUpdate.bind(Project.collection);
      let raced = 0;
      jest.spyOn(Project.collection, 'findOneAndUpdate').mockImplementation(((filter: object, ...rest: never[]) => {
        if (raced < 3 && JSON.stringify(filter).includes('$elemMatch')) {
          raced += 1;
          return Promise.resolve(null);
        }
        return (write as (...args: unknown[]) => unknown)(filter, ...rest);
      }) as never);
      return () => raced;
    }

    afterEach(() => {
      jest.restoreAllMocks();
      setClock();
    });

    it('tries it three times, 5 s and then 10 s apart, then shows the firm the run failed, once and in plain words: on the project, in the bell and in the audit trail', async () => {
      const clock = holdClock();
      const sending = jest.spyOn(Message.collection, 'insertOne').mockRejectedValue(new Error('The database is not writable'));
      const projectId = await reviewStarted('Disk full', 'We are reviewing your file');

      await clock.runDueJobsAfter(0);
      await clock.runDueJobsAfter(4_999);
      expect(sending).toHaveBeenCalledTimes(1);
      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'running' })]);
      await clock.runDueJobsAfter(1);
      await clock.runDueJobsAfter(9_999);
      expect(sending).toHaveBeenCalledTimes(2);
      await clock.runDueJobsAfter(1);
      await clock.runDueJobsAfter(60 * 60_000);
      expect(sending).toHaveBeenCalledTimes(3);

      // The database's words are for the logs, not for the firm.
      const shown = 'Could not send the client a message; it will not be tried again. Do it by hand if it is still needed.';
      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ automationName: 'Tell the client', status: 'failed', outcome: shown })]);
      expect(await auditOf('automation.failed', projectId)).toEqual([expect.objectContaining({ detail: shown })]);
      expect(await auditOf('automation.ran', projectId)).toEqual([]);
      expect((await failureNews(projectId)).map((news) => news.content)).toEqual([`The automation "Tell the client" failed on Disk full: ${shown}`]);
      expect(await messagesOf(projectId)).toBe(0);
    });

    it('shows the firm a run whose every try failed before the run was recorded', async () => {
      const clock = holdClock();
      const recording = jest.spyOn(AutomationRun.collection, 'findOneAndUpdate');
      for (let attempt = 0; attempt < 3; attempt += 1) recording.mockRejectedValueOnce(new Error('The database is not writable'));
      const projectId = await reviewStarted('Never recorded', 'We are reviewing your file');

      await clock.runDueJobsAfter(0);
      await clock.runDueJobsAfter(5_000);
      await clock.runDueJobsAfter(10_000);

      const shown = 'Could not send the client a message; it will not be tried again. Do it by hand if it is still needed.';
      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ automationName: 'Tell the client', status: 'failed', outcome: shown })]);
      expect(await auditOf('automation.failed', projectId)).toEqual([expect.objectContaining({ detail: shown })]);
      expect((await failureNews(projectId)).map((news) => news.content)).toEqual([`The automation "Tell the client" failed on Never recorded: ${shown}`]);
      expect(await messagesOf(projectId)).toBe(0);
    });

    it('tries again, 5 s later, an action that met someone else’s change to the project at the same moment', async () => {
      const clock = holdClock();
      const project = await draftDone('Busy');
      const raced = raceTheWritesOfReview();

      await clock.runDueJobsAfter(0);
      expect(raced()).toBe(3);
      expect((await automationsOf(project.id)).runs).toEqual([expect.objectContaining({ status: 'running' })]);
      await clock.runDueJobsAfter(5_000);
      expect((await automationsOf(project.id)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Started Review' })]);
      expect((await milestonesOf(project.id)).map((milestone) => milestone.status)).toEqual(['completed', 'in_progress']);
      expect(await failureNews(project.id)).toEqual([]);
    });

    it('says there was nothing to do when the change that raced it started Review itself', async () => {
      const clock = holdClock();
      const project = await draftDone('Started by hand');
      raceTheWritesOfReview();

      await clock.runDueJobsAfter(0);
      jest.restoreAllMocks();
      await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${project.reviewId}`).send({ status: 'in_progress' }).expect(200);
      await clock.runDueJobsAfter(5_000);
      expect((await automationsOf(project.id)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Nothing to do: Review was already started' })]);
    });

    it('records what the run did when its process died just after doing it, not that another found nothing to do', async () => {
      const clock = holdClock();
      const project = await draftDone('Started, then died');
      // The automation's write of Review lands, and its process never goes on: it died there.
      const write = Project.collection.findOneAndUpdate.bind(Project.collection);
      let died = false;
      jest.spyOn(Project.collection, 'findOneAndUpdate').mockImplementation((async (filter: object, ...rest: never[]) => {
        const written = await (write as (...args: unknown[]) => Promise<unknown>)(filter, ...rest);
        if (died || !JSON.stringify(filter).includes('$elemMatch')) return written;
        died = true;
        return new Promise<never>(() => {});
      }) as never);

      void runDueJobs({ logger });
      await waitFor(() => died, 10_000, () => 'the run did not start Review');
      await clock.runDueJobsAfter(60_000);

      expect((await automationsOf(project.id)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Started Review' })]);
      expect((await auditOf('automation.ran', project.id)).map((entry) => entry.detail)).toEqual(['Started Review']);
    });

    it('tells the client of the message once when the process that sent it died before telling them', async () => {
      const clock = holdClock();
      // The message is stored, and its process never goes on: it died before the client heard of it.
      const insertOne = Message.collection.insertOne.bind(Message.collection);
      let died = false;
      jest.spyOn(Message.collection, 'insertOne').mockImplementationOnce(async (...args) => {
        await insertOne(...args);
        died = true;
        return new Promise<never>(() => {});
      });
      const projectId = await reviewStarted('Sent, then died', 'Your file is in our hands');

      void runDueJobs({ logger });
      await waitFor(() => died, 10_000, () => 'the run did not store its message');
      await clock.runDueJobsAfter(60_000);

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Sent the client a message' })]);
      expect(await messagesOf(projectId)).toBe(1);
      expect(await messageNewsOf(projectId)).toEqual([expect.stringContaining('Your file is in our hands')]);
    });

    it('tells the client of the documents asked once when the process that asked died before telling them', async () => {
      const clock = holdClock();
      const projectId = await reviewStartedAsking('Asked, then died');
      // The documents are stored, and their process never goes on: it died before the client heard of them.
      const insertMany = DocumentRequestItem.collection.insertMany.bind(DocumentRequestItem.collection);
      let died = false;
      jest.spyOn(DocumentRequestItem.collection, 'insertMany').mockImplementationOnce(async (...args) => {
        await insertMany(...args);
        died = true;
        return new Promise<never>(() => {});
      });

      void runDueJobs({ logger });
      await waitFor(() => died, 10_000, () => 'the run did not store its documents');
      await clock.runDueJobsAfter(60_000);

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done' })]);
      const asked = (await world.client.agent.get('/api/document-requests').expect(200)).body as Array<{ projectId: string; name: string }>;
      expect(asked.filter((item) => item.projectId === projectId).map((item) => item.name)).toEqual(['W-2', '1099-INT']);
      const bell = (await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; projectId?: string | null; content: string }>;
      expect(bell.filter((news) => news.type === 'document_requested' && news.projectId === projectId).map((news) => news.content)).toEqual([
        'Asked, then died: please upload 2 documents: "W-2", "1099-INT"',
      ]);
    });

    it('asks for the documents once when a process that stalled before asking goes on after another took the run over and asked', async () => {
      const clock = holdClock();
      const projectId = await reviewStartedAsking('Asked once');
      let goOn = () => {};
      const stall = new Promise<void>((resolve) => (goOn = resolve));
      const insertMany = DocumentRequestItem.collection.insertMany.bind(DocumentRequestItem.collection);
      const asking = jest.spyOn(DocumentRequestItem.collection, 'insertMany').mockImplementationOnce(async (...args) => {
        await stall;
        return insertMany(...args);
      });

      const stalled = runDueJobs({ logger });
      await waitFor(() => asking.mock.calls.length === 1, 10_000, () => 'the run did not reach its request');
      await clock.runDueJobsAfter(60_000);
      goOn();
      await stalled;

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Asked for W-2, 1099-INT' })]);
      const asked = (await world.client.agent.get('/api/document-requests').expect(200)).body as Array<{ projectId: string; name: string }>;
      expect(asked.filter((item) => item.projectId === projectId).map((item) => item.name)).toEqual(['W-2', '1099-INT']);
      const bell = (await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ type: string; projectId?: string | null }>;
      expect(bell.filter((news) => news.type === 'document_requested' && news.projectId === projectId)).toHaveLength(1);
    });

    it('stops a run whose rule was deleted between its tries, saying so, instead of leaving it running', async () => {
      const clock = holdClock();
      jest.spyOn(Message.collection, 'insertOne').mockRejectedValueOnce(new Error('The database is not writable'));
      const projectId = await reviewStarted('Rule gone', 'Your file is in review');
      await clock.runDueJobsAfter(0);
      const { automations, runs } = await automationsOf(projectId);
      expect(runs).toEqual([expect.objectContaining({ status: 'running' })]);

      await world.firm.owner.agent.delete(`/api/automations/${automations.find((rule) => rule.name === 'Tell the client')!.id}`).expect(200);
      await clock.runDueJobsAfter(5_000);
      expect((await automationsOf(projectId)).runs).toEqual([
        expect.objectContaining({ status: 'failed', outcome: 'Stopped before it was done: the automation was deleted or turned off, or the project archived or deleted' }),
      ]);
      expect(await messagesOf(projectId)).toBe(0);
    });

    it('records a run that succeeds on its second try once, as done, with nothing failed', async () => {
      const clock = holdClock();
      const sending = jest.spyOn(Message.collection, 'insertOne').mockRejectedValueOnce(new Error('The database is not writable'));
      const projectId = await reviewStarted('Hiccup', 'Your file is in review');

      await clock.runDueJobsAfter(0);
      await clock.runDueJobsAfter(5_000);
      await clock.runDueJobsAfter(60 * 60_000);
      expect(sending).toHaveBeenCalledTimes(2);

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Sent the client a message' })]);
      expect((await auditOf('automation.ran', projectId)).map((entry) => entry.detail)).toEqual(['Sent the client a message']);
      expect(await auditOf('automation.failed', projectId)).toEqual([]);
      expect(await failureNews(projectId)).toEqual([]);
      expect(await messagesOf(projectId)).toBe(1);
    });

    it('records a run once when a process that stalled in it past its lease goes on after another took it over', async () => {
      const clock = holdClock();
      let goOn = () => {};
      const stall = new Promise<void>((resolve) => (goOn = resolve));
      const insertOne = Message.collection.insertOne.bind(Message.collection);
      const sending = jest.spyOn(Message.collection, 'insertOne').mockImplementationOnce(async (...args) => {
        await stall;
        return insertOne(...args);
      });
      const projectId = await reviewStarted('Stalled', 'We have your file');

      const stalled = runDueJobs({ logger });
      await waitFor(() => sending.mock.calls.length === 1, 10_000, () => 'the run did not reach its message');
      // The runner's lease is 60 s: past it, another process takes the job over and does it.
      await clock.runDueJobsAfter(60_000);
      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Sent the client a message' })]);
      goOn();
      await stalled;

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Sent the client a message' })]);
      expect((await auditOf('automation.ran', projectId)).map((entry) => entry.detail)).toEqual(['Sent the client a message']);
      expect(await messagesOf(projectId)).toBe(1);
      expect(await messageNewsOf(projectId)).toHaveLength(1);
    });

    it('records a run once when the process running it dies as it writes the audit entry, and another takes it over', async () => {
      const clock = holdClock();
      // The first entry of a run never lands, and its process never goes on: it died there.
      let died = false;
      const diesOnARun = (entries: ReadonlyArray<Record<string, unknown>>) => {
        if (died || !entries.some((entry) => entry.action === 'automation.ran')) return false;
        died = true;
        return true;
      };
      const never = new Promise<never>(() => {});
      const { collection } = AuditEntry;
      const [insertOne, insertMany] = [collection.insertOne.bind(collection), collection.insertMany.bind(collection)];
      jest.spyOn(collection, 'insertOne').mockImplementation((entry, options) => (diesOnARun([entry]) ? never : insertOne(entry, options)));
      jest.spyOn(collection, 'insertMany').mockImplementation((entries, options) => (diesOnARun(entries) ? never : insertMany(entries, options)));
      const projectId = await reviewStarted('Died', 'We are on it');

      void runDueJobs({ logger });
      await waitFor(() => died, 10_000, () => 'the run did not reach its audit entry');
      await clock.runDueJobsAfter(60_000);

      expect((await automationsOf(projectId)).runs).toEqual([expect.objectContaining({ status: 'done', outcome: 'Sent the client a message' })]);
      expect((await auditOf('automation.ran', projectId)).map((entry) => entry.detail)).toEqual(['Sent the client a message']);
      expect(await messagesOf(projectId)).toBe(1);
    });
  });
});
