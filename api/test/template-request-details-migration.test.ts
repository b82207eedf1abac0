// The start-up migration 'template-request-details': templates stored before their document requests had a
// description, a schedule of their own and a milestone keep working, as if made with none of them.
import mongoose from 'mongoose';
import type { ProjectTemplate } from '@clientline/contracts';
import { runDueJobs } from '../src/jobs/runner';
import { runMigrations } from '../src/migrations/run';
import { templateRequestDetails } from '../src/migrations/template-request-details';
import { logger } from '../src/observability/logger';
import { ProjectTemplate as ProjectTemplateModel } from '../src/templates/model';
import { useTwoFirms } from './fixtures';

const world = useTwoFirms();

describe("the start-up migration 'template-request-details'", () => {
  it('gives each request of a template stored before an empty description, the firm’s schedule and no milestone, once, and its projects are made as before', async () => {
    const made: ProjectTemplate = (
      await world.firm.owner.agent
        .post('/api/templates')
        .send({ name: 'Stored before', cadence: 'yearly', projectName: '{year} return', durationDays: 60, requests: [{ name: 'W-2', anchor: 'start', offsetDays: 7, addressedTo: 'everyone', reminders: true }] })
        .expect(201)
    ).body;
    // As the release before wrote it.
    await ProjectTemplateModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(made.id) }, { $unset: { 'requests.0.description': '', 'requests.0.reminderSchedule': '', 'requests.0.milestone': '' } });
    expect((await ProjectTemplateModel.collection.findOne({ _id: new mongoose.Types.ObjectId(made.id) }))!.requests[0]).not.toHaveProperty('description');
    await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: templateRequestDetails.version });

    await runMigrations();
    await runMigrations();

    const stored = await ProjectTemplateModel.collection.findOne({ _id: new mongoose.Types.ObjectId(made.id) });
    expect(stored!.requests).toEqual([{ name: 'W-2', anchor: 'start', offsetDays: 7, addressedTo: 'everyone', reminders: true, description: '', reminderSchedule: null, milestone: '' }]);
    expect(stored!.version).toBe(1);
    expect((await world.firm.owner.agent.get(`/api/templates/${made.id}`).expect(200)).body.requests).toEqual(made.requests);

    await world.firm.owner.agent.post('/api/template-batches').send({ templateId: made.id, period: '2025', startDate: '2026-01-05', clientIds: [world.client.id] }).expect(202);
    await runDueJobs({ logger });
    const project = (await world.client.agent.get('/api/projects').expect(200)).body.find((one: { name: string }) => one.name === '2025 return');
    const [item] = (await world.client.agent.get(`/api/projects/${project.id}/document-requests`).expect(200)).body;
    expect(item).toMatchObject({ name: 'W-2', description: null, reminders: { enabled: true, schedule: null }, milestoneId: null });
  });
});
