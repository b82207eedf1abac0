// "Save as template": a project the firm has set up by hand becomes a template, its dates as days from its
// start and the year in its name as {year}, so next period's projects for every client come from it.
import type { ProjectTemplate } from '@clientline/contracts';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { createProject, useTwoFirms } from './fixtures';

const world = useTwoFirms();
const owner = () => world.firm.owner.agent;

describe('Save as template', () => {
  it('makes a template of a project’s milestones, tasks and requests, dated from its start, and its projects come out the same', async () => {
    const project = await createProject(world.firm, world.client, { name: '2025 Payroll filings', description: 'Quarterly payroll returns', startDate: '2026-01-05', endDate: '2026-03-31' });
    await owner().post(`/api/projects/${project.id}/milestones`).send({ name: 'Forms filed', description: '', dueDate: '2026-01-31' }).expect(201);
    await owner().post(`/api/projects/${project.id}/timelines`).send({ name: 'Reconcile payroll', startDate: '2026-01-10', endDate: '2026-01-20' }).expect(201);
    await owner()
      .post(`/api/projects/${project.id}/document-requests`)
      .send({ items: [{ name: 'Payroll register', dueDate: '2026-01-15' }, { name: 'Bank statements' }] })
      .expect(201);

    const saved = await owner().post(`/api/projects/${project.id}/save-as-template`).send({ name: 'Payroll filings', cadence: 'yearly' });
    expect(saved.status).toBe(201);
    const template: ProjectTemplate = saved.body;
    expect(template).toMatchObject({
      name: 'Payroll filings',
      cadence: 'yearly',
      projectName: '{year} Payroll filings',
      description: 'Quarterly payroll returns',
      durationDays: 85,
      milestones: [{ name: 'Forms filed', anchor: 'start', offsetDays: 26 }],
      tasks: [{ name: 'Reconcile payroll', anchor: 'start', offsetDays: 5, durationDays: 10 }],
      requests: [
        { name: 'Payroll register', anchor: 'start', offsetDays: 10, addressedTo: 'everyone', reminders: true },
        { name: 'Bank statements', anchor: 'start', offsetDays: 14, addressedTo: 'everyone', reminders: true },
      ],
      version: 1,
    });

    // Next year's, for another client: the same project a year on.
    const batch = await owner().post('/api/template-batches').send({ templateId: template.id, period: '2026', startDate: '2027-01-04', clientIds: [world.otherClient.id] }).expect(202);
    await runDueJobs({ logger });
    const [made] = await Project.find({ organizationId: world.firm.organizationId, 'origin.batchId': batch.body.id }).lean();
    expect(made).toMatchObject({ name: '2026 Payroll filings' });
    expect(made!.milestones.map((milestone) => [milestone.name, milestone.dueDate.toISOString().slice(0, 10)])).toEqual([['Forms filed', '2027-01-30']]);
  });

  it('is for those who run the firm, on their firm’s projects, with a name not taken', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Estate plan' });
    expect((await world.teamMember.agent.post(`/api/projects/${project.id}/save-as-template`).send({ name: 'Estate', cadence: 'yearly' })).status).toBe(403);
    expect((await world.otherFirm.owner.agent.post(`/api/projects/${project.id}/save-as-template`).send({ name: 'Estate', cadence: 'yearly' })).status).toBe(404);
    const noName = await owner().post(`/api/projects/${project.id}/save-as-template`).send({ name: '', cadence: 'yearly' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: 'Name the template' });
    await owner().post(`/api/projects/${project.id}/save-as-template`).send({ name: 'Estate plans', cadence: 'yearly' }).expect(201);
    const taken = await owner().post(`/api/projects/${project.id}/save-as-template`).send({ name: 'estate plans', cadence: 'yearly' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: 'A template is already named "estate plans": choose another name' });
  });
});
