// A firm makes a template and creates its project for a period for many clients in one action, as a job:
// idempotent, exactly once under two runners and a run cut short, and undoable.
import mongoose, { type Types } from 'mongoose';
import type { ClientImport, ProjectTemplate, TemplateBatch, TemplateBatchPlan, TemplateInput, TemplateUpdate } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { DocumentRequestItem } from '../src/documents/model';
import { Job } from '../src/jobs/model';
import { OutboxMail } from '../src/mail/model';
import { runReminderPass } from '../src/reminders/pass';
import { runDueJobs, type RunningJob } from '../src/jobs/runner';
import { Message } from '../src/messages/model';
import { Notification } from '../src/notifications/model';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { TemplateBatch as TemplateBatchModel } from '../src/template-batches/model';
import { ProjectTemplate as ProjectTemplateModel } from '../src/templates/model';
import { CLIENTS_PER_STEP, runTemplateBatch } from '../src/template-batches/run';
import { TimelineTask } from '../src/timelines/model';
import { addClient, addClientPerson, createProject, useTwoFirms, type Firm } from './fixtures';
import { waitFor } from './wait-for';

const world = useTwoFirms();
afterEach(() => setClock());

const DAY_MS = 24 * 60 * 60 * 1000;

const RETURN: TemplateInput = {
  name: 'Individual Tax Return',
  cadence: 'yearly',
  projectName: '{year} Individual Tax Return',
  description: 'Your {year} return',
  durationDays: 100,
  milestones: [
    { name: 'Documents received', anchor: 'start', offsetDays: 21 },
    { name: 'Return filed', anchor: 'end', offsetDays: 0 },
  ],
  tasks: [{ name: 'Prepare the return', anchor: 'start', offsetDays: 21, durationDays: 30 }],
  requests: [
    { name: 'W-2 forms', anchor: 'start', offsetDays: 14, addressedTo: 'primary', reminders: true },
    { name: 'Photo ID', anchor: 'end', offsetDays: -90, addressedTo: 'everyone', reminders: false },
  ],
  welcomeMessage: 'Hi {firstName}, we have started your {year} return.',
};

let templateNumber = 0;
async function makeTemplate(firm: Firm, fields: Partial<TemplateInput> = {}): Promise<ProjectTemplate> {
  const response = await firm.owner.agent.post('/api/templates').send({ ...RETURN, name: `${RETURN.name} ${++templateNumber}`, ...fields });
  expect(response.status).toBe(201);
  return response.body;
}

let importNumber = 0;
/** `count` clients imported from a spreadsheet (nobody invited), each `Client <n> <batch>`, tagged `tag`. */
async function importClients(firm: Firm, count: number, tag: string): Promise<string[]> {
  return (await runImportOf(firm, count, tag)).clientIds;
}

/** The same, with the import's id. */
async function runImportOf(firm: Firm, count: number, tag: string): Promise<{ importId: string; clientIds: string[] }> {
  const prefix = `c${++importNumber}-${process.pid}`;
  const rows = Array.from({ length: count }, (_, index) => `Client ${String(index).padStart(3, '0')},${prefix},${prefix}-${index}@example.com,${tag}`);
  const csv = ['First name,Last name,Email,Tags', ...rows].join('\n');
  const uploaded: ClientImport = (await firm.owner.agent.post('/api/client-imports').attach('file', Buffer.from(csv), `${prefix}.csv`).expect(201)).body;
  await firm.owner.agent.post(`/api/client-imports/${uploaded.id}/dry-run`).send({ mapping: uploaded.mapping, invitations: 'later' }).expect(200);
  await firm.owner.agent.post(`/api/client-imports/${uploaded.id}/run`).expect(202);
  await runDueJobs({ logger });
  await waitFor(async () => (await firm.owner.agent.get(`/api/client-imports/${uploaded.id}`)).body.status === 'done', 60_000, () => 'the import did not finish');
  const page = await firm.owner.agent.get('/api/clients/page').query({ tag, pageSize: 100 }).expect(200);
  const ids: string[] = page.body.clients.map((client: { id: string }) => client.id);
  for (let next = 2; ids.length < page.body.total; next += 1) {
    const more = await firm.owner.agent.get('/api/clients/page').query({ tag, pageSize: 100, page: next }).expect(200);
    ids.push(...more.body.clients.map((client: { id: string }) => client.id));
  }
  return { importId: uploaded.id, clientIds: ids };
}

const batchOf = (template: ProjectTemplate, clientIds: string[], period = '2025') => ({ templateId: template.id, period, startDate: '2026-01-05', clientIds });

async function startBatch(firm: Firm, body: object): Promise<TemplateBatch> {
  const response = await firm.owner.agent.post('/api/template-batches').send(body);
  expect(response.status).toBe(202);
  return response.body;
}

const batchNow = async (firm: Firm, id: string): Promise<TemplateBatch> => (await firm.owner.agent.get(`/api/template-batches/${id}`).expect(200)).body;

async function countsOf(firm: Firm, batchId: string) {
  const { organizationId } = firm;
  const projects = await Project.find({ organizationId, 'origin.batchId': batchId }).lean();
  const projectId = mongoose.trusted({ $in: projects.map((project) => project._id) });
  return {
    projects: projects.length,
    clients: new Set(projects.map((project) => project.clientId.toString())).size,
    tasks: await TimelineTask.countDocuments({ organizationId, projectId }),
    requests: await DocumentRequestItem.countDocuments({ organizationId, projectId }),
    messages: await Message.countDocuments({ organizationId, projectId }),
  };
}

describe('templates', () => {
  it('are made, edited as new versions and deleted by the firm, with their names unique whatever the case', async () => {
    const template = await makeTemplate(world.firm, { name: 'Payroll Quarter', cadence: 'quarterly', projectName: '{quarter} {year} Payroll' });
    expect(template).toMatchObject({ name: 'Payroll Quarter', version: 1, projectsCount: 0, milestones: [{ name: 'Documents received', description: '' }, {}] });

    const edited = await world.firm.owner.agent.put(`/api/templates/${template.id}`).send({ ...RETURN, name: 'Payroll Quarter', cadence: 'quarterly', durationDays: 30 }).expect(200);
    expect(edited.body).toMatchObject({ version: 2, durationDays: 30 });

    const taken = await world.firm.owner.agent.post('/api/templates').send({ ...RETURN, name: 'payroll quarter' }).expect(409);
    expect(taken.body).toEqual({ message: 'A template is already named "payroll quarter": choose another name', errors: { name: expect.any(String) } });

    const bad = await world.firm.owner.agent.post('/api/templates').send({ ...RETURN, name: ' ', milestones: [{ name: 'Late', anchor: 'end', offsetDays: 1000 }] }).expect(400);
    expect(bad.body.errors).toMatchObject({ name: 'Name the template', 'milestones.0.offsetDays': 'At most 730 days after' });

    expect((await world.otherFirm.owner.agent.get(`/api/templates/${template.id}`).expect(404)).body.message).toBe('Template not found');
    await world.firm.owner.agent.delete(`/api/templates/${template.id}`).expect(200);
    await world.firm.owner.agent.get(`/api/templates/${template.id}`).expect(404);
  });

  it('ships starters, those of the firm\'s practice first, copied into the firm\'s templates to edit', async () => {
    const starters = (await world.firm.owner.agent.get('/api/templates/starters').expect(200)).body;
    expect(starters.map((starter: { key: string }) => starter.key).sort()).toEqual(['estate-plan', 'individual-return', 'llc-formation', 'monthly-bookkeeping', 's-corp-return']);
    const first = (await world.firm.owner.agent.post('/api/templates/starters/individual-return/copy').expect(201)).body;
    const second = (await world.firm.owner.agent.post('/api/templates/starters/individual-return/copy').expect(201)).body;
    expect([first.name, second.name]).toEqual(['Individual Tax Return', 'Individual Tax Return (2)']);
    expect(first).toMatchObject({ version: 1, milestones: expect.arrayContaining([expect.objectContaining({ name: 'Return filed' })]) });
    expect(first.requests).toHaveLength(6);
    await world.firm.owner.agent.post('/api/templates/starters/nothing-like-it/copy').expect(404);
  });

  it('are the owner\'s and admins\' tools: a team member and a client are refused', async () => {
    await world.teamMember.agent.get('/api/templates').expect(403);
    await world.client.agent.post('/api/templates').send(RETURN).expect(403);
  });
});

describe('creating a template\'s projects for many clients', () => {
  it('shows in a dry run what it will make and skip, then makes it as a job the client sees, with the welcome message', async () => {
    const template = await makeTemplate(world.firm);
    const imported = await importClients(world.firm, 3, 'dry-run');
    const carla = world.client;
    await createProject(world.firm, carla); // by hand: not the template's, so no reason to skip
    const archived = (await importClients(world.firm, 1, 'archived'))[0]!;
    await world.firm.owner.agent.post(`/api/clients/${archived}/archive`).expect(200);
    const clientIds = [...imported, carla.id, archived];

    const plan: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(template, clientIds)).expect(200)).body;
    expect(plan).toMatchObject({ toCreate: 4, skipped: 1, periodLabel: '2025', clientsWhoHear: 1 });
    expect(plan.rows.find((row) => row.clientId === archived)).toMatchObject({ skipReason: 'This client is archived' });
    expect(plan.rows.find((row) => row.clientId === carla.id)).toMatchObject({ clientName: 'Carla Client', projectName: '2025 Individual Tax Return', skipReason: null });
    expect(plan.each).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-04-15',
      milestones: [
        { name: 'Documents received', dueDate: '2026-01-26' },
        { name: 'Return filed', dueDate: '2026-04-15' },
      ],
      tasks: [{ name: 'Prepare the return', startDate: '2026-01-26', endDate: '2026-02-25' }],
      requests: [
        // Due before today: none of their reminders is still to come (the walk below shows dates that are).
        { name: 'W-2 forms', dueDate: '2026-01-19', addressedTo: 'primary', reminderDates: [] },
        { name: 'Photo ID', dueDate: '2026-01-15', addressedTo: 'everyone', reminderDates: [] },
      ],
      welcomeMessage: true,
    });
    expect(await Project.countDocuments({ organizationId: world.firm.organizationId, 'origin.templateId': template.id })).toBe(0);

    const started = await startBatch(world.firm, batchOf(template, clientIds));
    expect(started).toMatchObject({ status: 'queued', total: 5, done: 0 });
    await runDueJobs({ logger });
    expect(await batchNow(world.firm, started.id)).toMatchObject({ status: 'done', total: 5, done: 5, created: 4, skipped: 1 });
    expect(await countsOf(world.firm, started.id)).toEqual({ projects: 4, clients: 4, tasks: 4, requests: 8, messages: 4 });

    const mine = (await carla.agent.get('/api/projects').expect(200)).body.find((project: { name: string }) => project.name === '2025 Individual Tax Return');
    expect(mine).toMatchObject({ startDate: expect.stringMatching(/^2026-01-05/), endDate: expect.stringMatching(/^2026-04-15/) });
    const messages = (await carla.agent.get(`/api/projects/${mine.id}/messages`).expect(200)).body;
    expect(messages.map((message: { content: string }) => message.content)).toEqual(['Hi Carla, we have started your 2025 return.']);
    const requests = (await carla.agent.get(`/api/projects/${mine.id}/document-requests`).expect(200)).body;
    expect(requests.map((item: { name: string }) => item.name)).toEqual(['W-2 forms', 'Photo ID']);
    const bell = (await carla.agent.get('/api/notifications').expect(200)).body;
    const news = (bell.notifications ?? bell).filter((item: { projectId: string }) => item.projectId === mine.id).map((item: { type: string }) => item.type).sort();
    expect(news).toEqual(['document_requested', 'document_requested', 'new_message']);
    // The welcome message is the client's news, not the owner's: hundreds of them would bury the firm's bell.
    expect(await Notification.countDocuments({ organizationId: world.firm.organizationId, projectId: mine.id, userId: world.firm.owner.id })).toBe(0);

    // The same again: every client already has the period's project.
    const again = await startBatch(world.firm, batchOf(template, clientIds));
    await runDueJobs({ logger });
    expect(await batchNow(world.firm, again.id)).toMatchObject({ status: 'done', created: 0, skipped: 5 });
    expect((await world.firm.owner.agent.get(`/api/templates/${template.id}`).expect(200)).body.projectsCount).toBe(4);
    // Another period is another project.
    expect((await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(template, clientIds, '2026')).expect(200)).body.toCreate).toBe(4);
  });

  it("makes each period's projects due on the template's named deadline, or its length after the start when that has passed", async () => {
    const template = await makeTemplate(world.firm, { durationDays: 30, deadline: { name: 'Filing deadline', monthAfterPeriod: 4, day: 15 } });
    expect(template.deadline).toEqual({ name: 'Filing deadline', monthAfterPeriod: 4, day: 15 });
    const clientIds = [world.client.id];

    const plan: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(template, clientIds)).expect(200)).body;
    expect(plan.each).toMatchObject({
      startDate: '2026-01-05',
      endDate: '2026-04-15',
      milestones: [{ name: 'Documents received', dueDate: '2026-01-26' }, { name: 'Return filed', dueDate: '2026-04-15' }],
      requests: [{ name: 'W-2 forms', dueDate: '2026-01-19' }, { name: 'Photo ID', dueDate: '2026-01-15' }],
    });
    // 2024's deadline (Apr 15, 2025) was before the start: the project gets the template's 30 days.
    const late: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(template, clientIds, '2024')).expect(200)).body;
    expect(late.each).toMatchObject({ startDate: '2026-01-05', endDate: '2026-02-04' });

    const started = await startBatch(world.firm, batchOf(template, clientIds));
    await runDueJobs({ logger });
    expect(await batchNow(world.firm, started.id)).toMatchObject({ status: 'done', created: 1 });
    const made = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.batchId': started.id }).lean();
    expect(made!.endDate!.toISOString().slice(0, 10)).toBe('2026-04-15');

    const refused = await world.firm.owner.agent.put(`/api/templates/${template.id}`).send({ ...RETURN, name: template.name, deadline: { name: ' ', monthAfterPeriod: 0, day: 32 } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      'deadline.name': 'Name the deadline',
      'deadline.monthAfterPeriod': 'The deadline falls in the 1st month after the period or later',
      'deadline.day': 'Give a day from 1 to 31',
    });
    await world.firm.owner.agent.put(`/api/templates/${template.id}`).send({ ...RETURN, name: template.name, durationDays: 30, deadline: { name: 'Filing deadline', monthAfterPeriod: 3, day: 15 } }).expect(200);
    const update: TemplateUpdate = (await world.firm.owner.agent.get(`/api/templates/${template.id}/updates`).expect(200)).body;
    expect(update.changes).toEqual([
      { fromVersion: 1, lines: ['Deadline: Filing deadline: day 15 of the 4th month after the period → Filing deadline: day 15 of the 3rd month after the period'] },
    ]);

    // A template stored before deadlines names none: its projects are due its length after their start.
    const older = await makeTemplate(world.firm, { durationDays: 30 });
    await ProjectTemplateModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(older.id) }, { $unset: { deadline: '' } });
    expect((await world.firm.owner.agent.get(`/api/templates/${older.id}`).expect(200)).body.deadline).toBeNull();
    const olderPlan: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(older, clientIds)).expect(200)).body;
    expect(olderPlan.each).toMatchObject({ startDate: '2026-01-05', endDate: '2026-02-04' });
  });

  it('takes the clients of a filter of the Clients screen, and refuses a wrong period or another firm\'s clients', async () => {
    const template = await makeTemplate(world.firm, { cadence: 'quarterly', projectName: '{quarter} {year} Payroll for {client}' });
    const tagged = await importClients(world.firm, 3, 'by-filter');
    const plan: TemplateBatchPlan = (
      await world.firm.owner.agent.post('/api/template-batches/dry-run').send({ templateId: template.id, period: '2025-Q3', startDate: '2025-10-01', filter: { tag: 'by-filter' } }).expect(200)
    ).body;
    expect(plan.rows.map((row) => row.clientId).sort()).toEqual([...tagged].sort());
    expect(plan.rows[0]!.projectName).toMatch(/^Q3 2025 Payroll for Client 000 /);

    const wrongPeriod = await world.firm.owner.agent.post('/api/template-batches/dry-run').send({ ...batchOf(template, tagged), period: '2025' }).expect(400);
    expect(wrongPeriod.body).toEqual({ message: 'Choose the period as 2025-Q1', errors: { period: 'Choose the period as 2025-Q1' } });
    const theirs = await world.firm.owner.agent.post('/api/template-batches/dry-run').send({ ...batchOf(template, [world.otherFirm.owner.id]), period: '2025-Q3' }).expect(400);
    expect(theirs.body.message).toBe('Some of the chosen clients are not clients of your firm any more: reload the page and choose again');
    const none = await world.firm.owner.agent.post('/api/template-batches/dry-run').send({ templateId: template.id, period: '2025-Q3', startDate: '2025-10-01', filter: { tag: 'nobody-has-it' } }).expect(400);
    expect(none.body.message).toBe('No client matches: choose other clients');
    await world.otherFirm.owner.agent.post('/api/template-batches/dry-run').send({ ...batchOf(template, tagged), period: '2025-Q3' }).expect(404);
  });

  it("takes the clients of an import's result, once it has run, and only the firm's own imports", async () => {
    const template = await makeTemplate(world.firm);
    const first = await runImportOf(world.firm, 3, 'import-result-a');
    await runImportOf(world.firm, 2, 'import-result-b');
    const byImport = { templateId: template.id, period: '2025', startDate: '2026-01-05', filter: { importId: first.importId } };

    const plan: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(byImport).expect(200)).body;
    expect(plan.rows.map((row) => row.clientId).sort()).toEqual([...first.clientIds].sort());
    const page = await world.firm.owner.agent.get('/api/clients/page').query({ importId: first.importId }).expect(200);
    expect(page.body.total).toBe(3);
    const listed = (await world.firm.owner.agent.get('/api/client-imports').expect(200)).body;
    expect(listed[0]).toMatchObject({ id: expect.any(String), status: 'done', rowCount: 2 });
    expect(listed.map((item: { id: string }) => item.id)).toContain(first.importId);

    // Not run yet: nobody to take.
    const uploaded = (await world.firm.owner.agent.post('/api/client-imports').attach('file', Buffer.from('Name,Email\nNo One,no.one@example.com'), 'later.csv').expect(201)).body;
    const notRun = await world.firm.owner.agent.post('/api/template-batches/dry-run').send({ ...byImport, filter: { importId: uploaded.id } }).expect(400);
    expect(notRun.body).toMatchObject({ message: 'Choose an import that has run: this one has not imported anyone yet', errors: { importId: 'Choose an import that has run: this one has not imported anyone yet' } });
    // Another firm's import is not found; a malformed id is refused.
    await world.otherFirm.owner.agent.get('/api/clients/page').query({ importId: first.importId }).expect(404);
    const malformed = await world.firm.owner.agent.get('/api/clients/page').query({ importId: 'nope' }).expect(400);
    expect(malformed.body.message).toBe('importId must be the id of one of your client imports');
  });

  it('makes each project once when two runners take the batch at once, and when a run is cut short and taken over', async () => {
    const template = await makeTemplate(world.firm);
    const clientIds = await importClients(world.firm, 20 + 2 * CLIENTS_PER_STEP + 10, 'twice');

    // Two runners (two processes) look for work at the same moment: one claims the job, the other finds none.
    const first = await startBatch(world.firm, batchOf(template, clientIds.slice(0, 20)));
    const ran = await Promise.all([runDueJobs({ logger }), runDueJobs({ logger })]);
    expect(ran.sort()).toEqual([0, 1]);
    expect(await countsOf(world.firm, first.id)).toEqual({ projects: 20, clients: 20, tasks: 20, requests: 40, messages: 20 });

    // A run that loses its job after its first step (its process stopped, or was too slow)...
    const second = await startBatch(world.firm, batchOf(template, clientIds.slice(20)));
    const job = await Job.findOne({ key: `template-batch:${second.id}` }).lean();
    let renewals = 0;
    const cutShort: RunningJob = {
      id: job!._id,
      organizationId: job!.organizationId,
      data: job!.data,
      attempt: 1,
      keepAlive: async () => {
        renewals += 1;
        throw new Error('process stopped');
      },
    };
    await expect(runTemplateBatch(cutShort)).rejects.toThrow('process stopped');
    expect(renewals).toBe(1);
    expect(await batchNow(world.firm, second.id)).toMatchObject({ status: 'running', done: CLIENTS_PER_STEP, created: CLIENTS_PER_STEP });
    // ...say before it wrote its progress, with one project of the chunk stored and its parts not yet.
    await TemplateBatchModel.updateOne({ organizationId: world.firm.organizationId, _id: second.id }, { $set: { done: 0 } });
    const half = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.batchId': second.id }).sort({ _id: -1 }).lean();
    await TimelineTask.deleteMany({ organizationId: world.firm.organizationId, projectId: half!._id });
    await Project.updateOne({ organizationId: world.firm.organizationId, _id: half!._id }, { $set: { 'origin.setUpAt': null } }, { timestamps: false });

    // The job, still queued (never claimed), is run by a runner: it goes over the chunk again and on from there.
    await runDueJobs({ logger });
    const rest = clientIds.length - 20;
    expect(await batchNow(world.firm, second.id)).toMatchObject({ status: 'done', done: rest, created: rest, skipped: 0 });
    expect(await countsOf(world.firm, second.id)).toEqual({ projects: rest, clients: rest, tasks: rest, requests: 2 * rest, messages: rest });
    // Its client heard of it once, as the clients of the projects set up in one go did.
    const sibling = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.batchId': second.id, _id: mongoose.trusted({ $ne: half!._id }) }).lean();
    const newsOf = async (projectId: Types.ObjectId) => (await Notification.find({ organizationId: world.firm.organizationId, projectId }).lean<Array<{ type: string }>>()).map((item) => item.type).sort();
    expect(await newsOf(half!._id)).toEqual(await newsOf(sibling!._id));
  });

  it('is taken over by another runner when the runner holding it stops without a word (its lease runs out)', async () => {
    const template = await makeTemplate(world.firm);
    const clientIds = await importClients(world.firm, 5, 'lease');
    const batch = await startBatch(world.firm, batchOf(template, clientIds));
    // A process claimed it and died: the job says running, with a lease, and nobody works on it.
    const start = new Date();
    await Job.updateOne({ key: `template-batch:${batch.id}` }, { $set: { status: 'running', claimedBy: 'dead', leaseUntil: new Date(start.getTime() + 60_000), attempts: 1 } });
    expect(await runDueJobs({ logger })).toBe(0);
    setClock(() => new Date(start.getTime() + 61_000));
    expect(await runDueJobs({ logger })).toBe(1);
    expect(await batchNow(world.firm, batch.id)).toMatchObject({ status: 'done', created: 5 });
  });

  it("greets in the welcome message everyone of the account who will see the project, not its people limited to others", async () => {
    const template = await makeTemplate(world.firm);
    const jose = await addClient(world.api, world.firm, { displayName: 'José Müller' });
    const earlier = await createProject(world.firm, jose, { name: 'Bakery books' });
    await addClientPerson(world.api, world.firm, jose.id, { displayName: 'Renée Müller' });
    await addClientPerson(world.api, world.firm, jose.id, { displayName: 'Pat Ledger', projectIds: [earlier.id] });
    await startBatch(world.firm, batchOf(template, [jose.id]));
    await runDueJobs({ logger });

    const made = (await jose.agent.get('/api/projects').expect(200)).body.find((project: { name: string }) => project.name === '2025 Individual Tax Return');
    const messages = (await jose.agent.get(`/api/projects/${made.id}/messages`).expect(200)).body;
    expect(messages.map((message: { content: string }) => message.content)).toEqual(['Hi José and Renée, we have started your 2025 return.']);
  });

  it('is undone as a batch: the projects nobody touched go, those someone worked in or whose client was reminded stay and are listed', async () => {
    const template = await makeTemplate(world.firm);
    const imported = await importClients(world.firm, 2, 'undo');
    const dana = await addClient(world.api, world.firm, { displayName: 'Dana Doer' });
    const batch = await startBatch(world.firm, batchOf(template, [...imported, dana.id]));
    await expect(world.firm.owner.agent.post(`/api/template-batches/${batch.id}/undo`).expect(409)).resolves.toMatchObject({
      body: { message: 'This batch is still running: undo it once it is done' },
    });
    await runDueJobs({ logger });
    const danasProject = (await dana.agent.get('/api/projects').expect(200)).body[0];
    await dana.agent.post(`/api/projects/${danasProject.id}/messages`).send({ content: 'Thanks, uploading this weekend' }).expect(201);
    // The firm reminded one imported client of a request: that client was mailed about the project.
    const remindedProject = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.batchId': batch.id, clientId: imported[1] }).lean();
    const item = await DocumentRequestItem.findOne({ organizationId: world.firm.organizationId, projectId: remindedProject!._id }).lean();
    await world.firm.owner.agent.post(`/api/document-requests/${item!._id.toString()}/remind`).send({}).expect(200);

    const undone: TemplateBatch = (await world.firm.owner.agent.post(`/api/template-batches/${batch.id}/undo`).expect(200)).body;
    expect(undone).toMatchObject({ status: 'undone', undo: { removed: 1 } });
    expect(undone.undo!.kept.map((kept) => kept.projectId).sort()).toEqual([danasProject.id, remindedProject!._id.toString()].sort());
    expect(undone.undo!.kept).toContainEqual({ projectId: danasProject.id, projectName: '2025 Individual Tax Return', clientName: 'Dana Doer' });
    expect(await countsOf(world.firm, batch.id)).toMatchObject({ projects: 2, tasks: 2, requests: 4, messages: 3 });
    expect(await Notification.countDocuments({ organizationId: world.firm.organizationId, projectId: mongoose.trusted({ $nin: [danasProject.id, remindedProject!._id] }), content: mongoose.trusted({ $regex: '2025 Individual Tax Return' }), userId: mongoose.trusted({ $in: imported }) })).toBe(0);
    expect((await world.firm.owner.agent.post(`/api/template-batches/${batch.id}/undo`).expect(409)).body.message).toBe('This batch was undone already');
    // Undone, the client whose project went may have the period's project made again.
    expect((await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batchOf(template, imported)).expect(200)).body.toCreate).toBe(1);
    expect((await world.firm.owner.agent.get(`/api/templates/${template.id}/batches`).expect(200)).body.map((item: TemplateBatch) => item.id)).toEqual([batch.id]);
  });

  it('stops after three tries that fail, telling the firm what to do rather than the error', async () => {
    const template = await makeTemplate(world.firm);
    const clientIds = await importClients(world.firm, 2, 'failing');
    const refusing = jest.spyOn(TimelineTask, 'insertMany').mockRejectedValue(new Error('E42 the disk is full at /data/db'));
    try {
      let at = Date.now();
      setClock(() => new Date(at));
      const batch = await startBatch(world.firm, batchOf(template, clientIds));
      for (let attempt = 0; attempt < 5 && (await batchNow(world.firm, batch.id)).status !== 'failed'; attempt += 1) {
        await runDueJobs({ logger });
        at += 60_000;
      }
      expect(refusing).toHaveBeenCalledTimes(3);
      const failed = await batchNow(world.firm, batch.id);
      expect(failed).toMatchObject({ status: 'failed', error: 'It stopped on an error, three times in a row. The projects it made stay: start it again, and the clients who have theirs are skipped.' });
      expect(failed.error).not.toContain('disk');
    } finally {
      refusing.mockRestore();
    }
  });

  it('fails, saying why, when the person who started it has left the firm', async () => {
    const template = await makeTemplate(world.firm);
    const clientIds = await importClients(world.firm, 1, 'left');
    const batch = await startBatch(world.firm, batchOf(template, clientIds));
    await TemplateBatchModel.updateOne({ organizationId: world.firm.organizationId, _id: batch.id }, { $set: { createdBy: world.pendingMember.id } });
    await runDueJobs({ logger });
    expect(await batchNow(world.firm, batch.id)).toMatchObject({ status: 'failed', error: 'The person who started it no longer has access to your firm: start it again.' });
  });
});

describe("a template's document request", () => {
  it('tells the client what to send under its name, asks it for a milestone, and reminds on its own schedule, which the dry run lists', async () => {
    // A project starting the day after tomorrow (UTC), so that all its reminders are still to come.
    const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
    const day = (days: number) => new Date(start + days * DAY_MS).toISOString().slice(0, 10);
    const ownSchedule = { daysBefore: 7, repeatDays: 2, maximum: 3 };
    const template = await makeTemplate(world.firm, {
      requests: [
        {
          name: 'W-2 forms',
          description: 'One from each employer you had in {year}.',
          anchor: 'start',
          offsetDays: 14,
          addressedTo: 'primary',
          reminders: true,
          reminderSchedule: ownSchedule,
          milestone: 'Documents received',
        },
        { name: 'Photo ID', anchor: 'start', offsetDays: 14, addressedTo: 'primary', reminders: true },
      ],
    });
    expect(template.requests[0]).toMatchObject({ description: 'One from each employer you had in {year}.', reminderSchedule: ownSchedule });
    expect(template.requests[1]).toMatchObject({ description: '', reminderSchedule: null, milestone: '' });
    const unknown = await world.firm.owner.agent
      .put(`/api/templates/${template.id}`)
      .send({ ...RETURN, name: template.name, requests: [{ ...template.requests[0]!, milestone: 'Extension decided' }] })
      .expect(400);
    expect(unknown.body.errors).toEqual({ 'requests.0.milestone': "Choose one of the template's milestones, or none" });
    const batch = { templateId: template.id, period: '2025', startDate: day(0), clientIds: [world.client.id] };

    // Its own: 7 days before, on the day, 2 days after; the firm's (3 before, then every 3 days, 5 in all).
    const plan: TemplateBatchPlan = (await world.firm.owner.agent.post('/api/template-batches/dry-run').send(batch).expect(200)).body;
    expect(plan.each.requests.map((request) => request.reminderDates)).toEqual([
      [day(7), day(14), day(16)],
      [day(11), day(14), day(17), day(20), day(23)],
    ]);

    await startBatch(world.firm, batch);
    await runDueJobs({ logger });
    const project = (await world.client.agent.get('/api/projects').expect(200)).body.find((one: { name: string }) => one.name === '2025 Individual Tax Return');
    const [w2, photo] = (await world.client.agent.get(`/api/projects/${project.id}/document-requests`).expect(200)).body;
    const received = (await world.client.agent.get(`/api/projects/${project.id}`).expect(200)).body.milestones.find((one: { name: string }) => one.name === 'Documents received');
    expect(w2).toMatchObject({ name: 'W-2 forms', description: 'One from each employer you had in 2025.', reminders: { enabled: true, schedule: ownSchedule }, milestoneId: received.id });
    expect(photo).toMatchObject({ name: 'Photo ID', description: null, reminders: { enabled: true, schedule: null }, milestoneId: null });

    // The reminder pass, run every 6 hours of clock time for 24 days, mails on the dates the dry run listed.
    for (let at = start; at <= start + 24 * DAY_MS; at += DAY_MS / 4) {
      setClock(() => new Date(at));
      await runReminderPass();
    }
    const mailedDays = async (itemId: string) =>
      (await OutboxMail.find({ key: new RegExp(`^reminder:${itemId}:`) }).sort({ createdAt: 1 }).lean()).map((mail) => mail.createdAt.toISOString().slice(0, 10));
    expect(await mailedDays(w2.id)).toEqual(plan.each.requests[0]!.reminderDates);
    expect(await mailedDays(photo.id)).toEqual(plan.each.requests[1]!.reminderDates);
  });
});

describe("a template's new version", () => {
  it('reaches, when the firm says so, only the projects nobody has started, and shows what changed', async () => {
    const template = await makeTemplate(world.firm);
    const imported = await importClients(world.firm, 2, 'versions');
    const erin = await addClient(world.api, world.firm, { displayName: 'Erin Early' });
    const batch = await startBatch(world.firm, batchOf(template, [...imported, erin.id]));
    await runDueJobs({ logger });
    const erinsProject = (await erin.agent.get('/api/projects').expect(200)).body[0];
    await erin.agent.post(`/api/projects/${erinsProject.id}/messages`).send({ content: 'Starting on it' }).expect(201);

    const edited = {
      ...RETURN,
      name: template.name,
      durationDays: 110,
      milestones: [...RETURN.milestones!, { name: 'Extension decided', anchor: 'end', offsetDays: -30 }],
      tasks: [{ name: 'Prepare the return', anchor: 'start', offsetDays: 28, durationDays: 30 }],
      requests: [
        { ...RETURN.requests![0]!, description: 'From each employer' },
        RETURN.requests![1]!,
        { name: '1098-T tuition statement', anchor: 'start', offsetDays: 14, addressedTo: 'primary', reminders: true },
      ],
    };
    await world.firm.owner.agent.put(`/api/templates/${template.id}`).send(edited).expect(200);

    const update: TemplateUpdate = (await world.firm.owner.agent.get(`/api/templates/${template.id}/updates`).expect(200)).body;
    expect(update).toMatchObject({ version: 2, started: 1 });
    expect(update.projects.map((project) => project.fromVersion)).toEqual([1, 1]);
    expect(update.projects.map((project) => project.projectId)).not.toContain(erinsProject.id);
    expect(update.changes).toEqual([
      {
        fromVersion: 1,
        lines: [
          'Length: 100 → 110 days',
          'Milestone added: "Extension decided", 30 days before the due date',
          `Task "Prepare the return": 21 days after the project's start → 28 days after the project's start`,
          'Document request "W-2 forms" changed',
          `Document request added: "1098-T tuition statement", 14 days after the project's start`,
        ],
      },
    ]);

    const applied = await world.firm.owner.agent
      .post(`/api/templates/${template.id}/updates`)
      .send({ projectIds: [...update.projects.map((project) => project.projectId), erinsProject.id] })
      .expect(200);
    expect(applied.body).toMatchObject({ updated: 2, skipped: 1 });
    const reached = await Project.findOne({ organizationId: world.firm.organizationId, _id: update.projects[0]!.projectId }).lean();
    expect(reached).toMatchObject({ totalMilestones: 3, origin: { templateVersion: 2 } });
    expect(reached!.endDate!.toISOString().slice(0, 10)).toBe('2026-04-25');
    const requests = await DocumentRequestItem.find({ organizationId: world.firm.organizationId, projectId: reached!._id }).sort({ _id: 1 }).lean();
    expect(requests.map((item) => [item.name, item.description])).toEqual([
      ['W-2 forms', 'From each employer'],
      ['Photo ID', null],
      ['1098-T tuition statement', null],
    ]);
    const tasks = await TimelineTask.find({ organizationId: world.firm.organizationId, projectId: reached!._id }).lean();
    expect(tasks.map((task) => task.startDate.toISOString().slice(0, 10))).toEqual(['2026-02-02']);
    const untouched = await Project.findOne({ organizationId: world.firm.organizationId, _id: erinsProject.id }).lean();
    expect(untouched).toMatchObject({ totalMilestones: 2, origin: { templateVersion: 1 } });

    expect((await world.firm.owner.agent.get(`/api/templates/${template.id}/updates`).expect(200)).body).toMatchObject({ projects: [], started: 1 });
    // Brought up to date by the firm, still nobody's work: undo still removes them.
    expect((await world.firm.owner.agent.post(`/api/template-batches/${batch.id}/undo`).expect(200)).body.undo).toMatchObject({ removed: 2 });
  });
});
