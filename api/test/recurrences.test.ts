// A template's projects come back every period on their own: made days ahead at midnight where the firm is,
// once each whatever runs them, passed over for a paused client, and no more once ended.
import mongoose from 'mongoose';
import type { ProjectTemplate, TemplateInput, TemplateRecurrence } from '@clientline/contracts';
import { ClientAccount } from '../src/client-accounts/model';
import { setClock } from '../src/clock/clock';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { TemplateBatch } from '../src/template-batches/model';
import { addClient, signIn, useTwoFirms, type Firm } from './fixtures';

// A batch that cannot be started, as when the database is away, while a test says so.
let mockBatchesFail = false;
jest.mock('../src/template-batches/service', () => {
  const actual = jest.requireActual<typeof import('../src/template-batches/service')>('../src/template-batches/service');
  return { ...actual, startBatch: (...args: Parameters<typeof actual.startBatch>) => (mockBatchesFail ? Promise.reject(new Error('The database is away')) : actual.startBatch(...args)) };
});

const world = useTwoFirms();
afterEach(() => setClock());

let owner: Firm['owner']['agent'];
/** Sets the clock, and signs the owner in at that time (a session idles out when the clock jumps a year). */
async function at(iso: string, timeZone?: string) {
  setClock(() => new Date(iso));
  owner = (await signIn(world.api, world.firm.owner.username)).agent;
  if (timeZone) await owner.put('/api/user/notification-settings').send({ timeZone }).expect(200);
}

let templateNumber = 0;
async function makeTemplate(fields: Partial<TemplateInput> = {}): Promise<ProjectTemplate> {
  const template: TemplateInput = {
    name: `Repeating return ${++templateNumber}`,
    cadence: 'yearly',
    projectName: '{year} Individual Tax Return',
    durationDays: 90,
    milestones: [{ name: 'Return filed', anchor: 'end', offsetDays: 0 }],
    ...fields,
  };
  return (await owner.post('/api/templates').send(template).expect(201)).body;
}

const recurrenceOf = async (template: ProjectTemplate): Promise<TemplateRecurrence | null> =>
  (await owner.get(`/api/templates/${template.id}/recurrence`).expect(200)).body.recurrence;

/** The template's projects, as "client: name from start". */
async function madeFrom(firm: Firm, template: ProjectTemplate): Promise<string[]> {
  const { organizationId } = firm;
  const projects = await Project.find({ organizationId, 'origin.templateId': template.id }).lean();
  const accounts = await ClientAccount.find({ organizationId, _id: mongoose.trusted({ $in: projects.map((project) => project.clientId) }) }).lean();
  const names = new Map(accounts.map((account) => [account._id.toString(), account.name]));
  return projects.map((project) => `${names.get(project.clientId.toString())}: ${project.name} from ${project.startDate.toISOString().slice(0, 10)}`).sort();
}

describe('a template that repeats', () => {
  it('makes each year’s projects 30 days ahead, at midnight where the firm is, and says what comes next', async () => {
    await at('2026-12-01T12:00:00Z', 'America/Los_Angeles');
    const template = await makeTemplate();
    const response = await owner
      .post(`/api/templates/${template.id}/recurrence`)
      .send({ period: '2026', startDate: '2027-01-04', daysAhead: 30, clientIds: [world.client.id, world.otherClient.id] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'active',
      ruleText: 'Every year on Jan 4',
      rule: 'DTSTART:20270104T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=4',
      timeZone: 'America/Los_Angeles',
      // Midnight of Dec 5 in Los Angeles is 08:00 in UTC.
      next: { period: '2026', projectName: '2026 Individual Tax Return', startDate: '2027-01-04', createsOn: '2026-12-05', createsAt: '2026-12-05T08:00:00.000Z' },
      clients: [
        { clientName: 'Carla Client', paused: false },
        { clientName: 'Oscar Other', paused: false },
      ],
      lastMade: null,
    });

    await at('2026-12-05T07:59:59Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toEqual([]);

    await at('2026-12-05T08:00:00Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toEqual(['Carla Client: 2026 Individual Tax Return from 2027-01-04', 'Oscar Other: 2026 Individual Tax Return from 2027-01-04']);
    const after = await recurrenceOf(template);
    expect(after).toMatchObject({ next: { period: '2027', startDate: '2028-01-04', createsOn: '2027-12-05' }, lastMade: { period: '2026', periodLabel: '2026' } });
    // The batch it made is the firm's to follow or undo, like one started by hand.
    const batch = (await owner.get(`/api/template-batches/${after!.lastMade!.batchId}`).expect(200)).body;
    expect(batch).toMatchObject({ status: 'done', created: 2, period: '2026' });

    // Nothing more until next year's making day; then the next year's.
    await runDueJobs({ logger });
    await at('2027-12-05T08:00:00Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toHaveLength(4);
    expect((await madeFrom(world.firm, template)).filter((line) => line.includes('2027 Individual'))).toEqual([
      'Carla Client: 2027 Individual Tax Return from 2028-01-04',
      'Oscar Other: 2027 Individual Tax Return from 2028-01-04',
    ]);
  });

  it('catches up, once each, the months a stopped server missed, month ends falling on each month’s last day', async () => {
    await at('2026-12-20T00:00:00Z', 'UTC');
    const template = await makeTemplate({ cadence: 'monthly', projectName: '{month} {year} books', durationDays: 10, milestones: [] });
    await owner
      .post(`/api/templates/${template.id}/recurrence`)
      .send({ period: '2026-12', startDate: '2026-12-31', daysAhead: 0, clientIds: [world.client.id] })
      .expect(201);

    await at('2027-03-01T00:00:00Z');
    // Two runners at once, as two processes: each month is made once.
    await Promise.all([runDueJobs({ logger }), runDueJobs({ logger })]);
    expect(await madeFrom(world.firm, template)).toEqual([
      'Carla Client: December 2026 books from 2026-12-31',
      'Carla Client: February 2027 books from 2027-02-28',
      'Carla Client: January 2027 books from 2027-01-31',
    ]);
    expect(await TemplateBatch.countDocuments({ organizationId: world.firm.organizationId, templateId: template.id })).toBe(3);
    expect(await recurrenceOf(template)).toMatchObject({ ruleText: 'Every month on the last day', next: { period: '2027-03', startDate: '2027-03-31' } });
  });

  it('passes over a paused client or a paused recurrence, and makes nothing once ended', async () => {
    const third = await addClient(world.api, world.firm, { displayName: 'Tara Third' });
    await at('2027-01-01T00:00:00Z', 'UTC');
    const template = await makeTemplate({ cadence: 'quarterly', projectName: '{quarter} {year} payroll', durationDays: 20, milestones: [] });
    const url = `/api/templates/${template.id}/recurrence`;
    await owner
      .post(url)
      .send({ period: '2027-Q1', startDate: '2027-01-15', daysAhead: 5, clientIds: [world.client.id, world.otherClient.id, third.id] })
      .expect(201);
    const paused = await owner.patch(`${url}/clients/${world.otherClient.id}`).send({ paused: true }).expect(200);
    expect(paused.body.clients.map((client: { clientName: string; paused: boolean }) => `${client.clientName} ${client.paused}`)).toEqual([
      'Carla Client false',
      'Oscar Other true',
      'Tara Third false',
    ]);
    await at('2027-01-10T00:00:00Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toEqual(['Carla Client: Q1 2027 payroll from 2027-01-15', 'Tara Third: Q1 2027 payroll from 2027-01-15']);

    // Paused for all over the second quarter's making day: passed over, and the third comes as planned.
    expect((await owner.patch(url).send({ status: 'paused' }).expect(200)).body.status).toBe('paused');
    await at('2027-04-10T00:00:00Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toHaveLength(2);
    await owner.patch(url).send({ status: 'active' }).expect(200);
    await owner.patch(`${url}/clients/${world.otherClient.id}`).send({ paused: false }).expect(200);
    const ended = await owner.delete(`${url}/clients/${third.id}`).expect(200);
    expect(ended.body.recurrence.clients.map((client: { clientName: string }) => client.clientName)).toEqual(['Carla Client', 'Oscar Other']);
    expect(ended.body.recurrence.next).toMatchObject({ period: '2027-Q3', startDate: '2027-07-15', createsOn: '2027-07-10' });
    await at('2027-07-10T00:00:00Z');
    await runDueJobs({ logger });
    expect((await madeFrom(world.firm, template)).filter((line) => line.includes('Q3'))).toEqual(['Carla Client: Q3 2027 payroll from 2027-07-15', 'Oscar Other: Q3 2027 payroll from 2027-07-15']);

    expect((await owner.delete(url).expect(200)).body).toEqual({ recurrence: null });
    await at('2028-01-10T00:00:00Z');
    await runDueJobs({ logger });
    expect(await madeFrom(world.firm, template)).toHaveLength(4);
    expect(await recurrenceOf(template)).toBeNull();
    // Ended, it can be set up again.
    await owner.post(url).send({ period: '2028-Q1', startDate: '2028-01-15', daysAhead: 5, clientIds: [world.client.id] }).expect(201);
  });

  it('is refused, with the reason on its field, for a start already past, a period of another cadence or a second one', async () => {
    await at('2027-01-01T11:30:00Z', 'Pacific/Auckland');
    const template = await makeTemplate();
    const url = `/api/templates/${template.id}/recurrence`;
    // 11:30 on Jan 1 in UTC is already Jan 2 in Auckland.
    const past = await owner.post(url).send({ period: '2026', startDate: '2027-01-01', daysAhead: 0, clientIds: [world.client.id] });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ startDate: 'Choose a first start date from today on' });
    const wrongPeriod = await owner.post(url).send({ period: '2026-Q1', startDate: '2027-02-01', daysAhead: 0, clientIds: [world.client.id] });
    expect(wrongPeriod.status).toBe(400);
    expect(wrongPeriod.body.errors).toEqual({ period: 'Choose the period as 2025' });
    const tooFar = await owner.post(url).send({ period: '2026', startDate: '2027-02-01', daysAhead: 400, clientIds: [world.client.id] });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors).toEqual({ daysAhead: 'At most 365 days ahead' });
    await owner.post(url).send({ period: '2026', startDate: '2027-01-02', daysAhead: 0, clientIds: [world.client.id] }).expect(201);
    const second = await owner.post(url).send({ period: '2027', startDate: '2028-01-02', daysAhead: 0, clientIds: [world.client.id] });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This template repeats already: change that, or end it first');
    // Another firm's template is not found, whatever it asks.
    setClock();
    expect((await world.otherFirm.owner.agent.get(url)).status).toBe(404);
  });

  it('says which period it could not make, after its retries, and goes on to the next', async () => {
    await at('2027-01-01T00:00:00Z', 'UTC');
    const template = await makeTemplate();
    await owner.post(`/api/templates/${template.id}/recurrence`).send({ period: '2026', startDate: '2027-02-01', daysAhead: 0, clientIds: [world.client.id] }).expect(201);
    mockBatchesFail = true;
    try {
      // Five tries, hours apart.
      for (let hour = 0; hour < 5; hour += 1) {
        setClock(() => new Date(Date.UTC(2027, 1, 1, hour)));
        await runDueJobs({ logger });
      }
    } finally {
      mockBatchesFail = false;
    }
    await at('2027-02-01T06:00:00Z');
    expect(await recurrenceOf(template)).toMatchObject({
      lastFailure: { period: '2026', periodLabel: '2026', reason: 'The database is away' },
      lastMade: null,
      next: { period: '2027', startDate: '2028-02-01' },
    });
    expect(await madeFrom(world.firm, template)).toEqual([]);
  });

  it('ends on its own when its template is deleted', async () => {
    await at('2027-01-01T00:00:00Z', 'UTC');
    const template = await makeTemplate();
    await owner.post(`/api/templates/${template.id}/recurrence`).send({ period: '2026', startDate: '2027-03-01', daysAhead: 0, clientIds: [world.client.id] }).expect(201);
    await owner.delete(`/api/templates/${template.id}`).expect(200);
    await at('2027-03-01T00:00:00Z');
    await runDueJobs({ logger });
    expect(await Project.countDocuments({ organizationId: world.firm.organizationId, 'origin.templateId': template.id })).toBe(0);
  });
});

describe('a single project that repeats', () => {
  it("comes back for its client through a template saved from it, which its page names, and is managed as that template's recurrence", async () => {
    await at('2026-12-01T12:00:00Z', 'UTC');
    const project = (
      await owner.post('/api/projects').send({ name: '2026 Estate review', description: 'Yearly review', startDate: '2026-01-04', endDate: '2026-02-15', clientId: world.client.id }).expect(201)
    ).body as { id: string };
    expect((await owner.get(`/api/projects/${project.id}/recurrence`).expect(200)).body).toEqual({ template: null, recurrence: null });

    const refused = await owner.post(`/api/projects/${project.id}/recurrence`).send({ name: 'Estate review', cadence: 'yearly', period: '2027-Q1', startDate: '2027-01-04', daysAhead: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ period: 'Choose the period as 2025' });
    const past = await owner.post(`/api/projects/${project.id}/recurrence`).send({ name: 'Estate review', cadence: 'yearly', period: '2026', startDate: '2026-01-04', daysAhead: 10 });
    expect(past.body.errors).toEqual({ startDate: 'Choose a first start date from today on' });
    // Nothing of a refused one is kept: the template's name is free.
    expect(((await owner.get('/api/templates').expect(200)).body as Array<{ name: string }>).map((template) => template.name)).not.toContain('Estate review');

    const repeated = await owner.post(`/api/projects/${project.id}/recurrence`).send({ name: 'Estate review', cadence: 'yearly', period: '2027', startDate: '2027-01-04', daysAhead: 10 });
    expect(repeated.status).toBe(201);
    expect(repeated.body).toMatchObject({
      template: { name: 'Estate review' },
      recurrence: { ruleText: 'Every year on Jan 4', next: { period: '2027', projectName: '2027 Estate review', startDate: '2027-01-04', createsOn: '2026-12-25' }, clients: [{ clientName: 'Carla Client' }] },
    });
    expect((await owner.get(`/api/projects/${project.id}/recurrence`).expect(200)).body).toEqual(repeated.body);

    await at('2026-12-25T00:00:00Z');
    await runDueJobs({ logger });
    const template = { id: repeated.body.template.id } as ProjectTemplate;
    expect(await madeFrom(world.firm, template)).toEqual(['Carla Client: 2027 Estate review from 2027-01-04']);
    // The project it made comes back too: its page names the same recurrence.
    const [made] = await Project.find({ organizationId: world.firm.organizationId, 'origin.templateId': template.id }).lean();
    expect((await owner.get(`/api/projects/${made!._id.toString()}/recurrence`).expect(200)).body.recurrence.next).toMatchObject({ period: '2028', startDate: '2028-01-04' });

    await owner.delete(`/api/templates/${template.id}/recurrence`).expect(200);
    expect((await owner.get(`/api/projects/${project.id}/recurrence`).expect(200)).body).toEqual({ template: null, recurrence: null });
  });
});
