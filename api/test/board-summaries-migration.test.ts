// The start-up migrations of the board: 'board-summaries' gives the projects stored before the board their
// summary once, and the board then shows them as it shows projects summed from the start;
// 'board-welcome-messages' sums again the projects whose template's welcome message made them wait on the client;
// 'board-client-names' sums again the summaries written before they held the client's name.
import mongoose from 'mongoose';
import { runDueJobs } from '../src/jobs/runner';
import { boardClientNames } from '../src/migrations/board-client-names';
import { boardSummaries } from '../src/migrations/board-summaries';
import { boardWelcomeMessages } from '../src/migrations/board-welcome-messages';
import { runMigrations } from '../src/migrations/run';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { addMilestone, createProject, useTwoFirms } from './fixtures';

const world = useTwoFirms();

/** The database as the release before the board wrote it: no summaries, the migration not recorded. */
async function asWrittenBefore(projectIds: string[]): Promise<void> {
  const ids = projectIds.map((id) => new mongoose.Types.ObjectId(id));
  await Project.collection.updateMany({ _id: { $in: ids } }, { $unset: { board: '', boardRevision: '' } });
  await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: boardSummaries.version });
}

const cardsOf = async () => (await world.firm.owner.agent.get('/api/board').expect(200)).body.columns.flatMap((column: { cards: unknown[] }) => column.cards);

describe("the start-up migration 'board-summaries'", () => {
  it('sums every project stored before the board, once, and the board shows them as before', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Stored before the board' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Gather documents' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }] }).expect(201);
    const other = await createProject(world.firm, world.otherClient, { name: 'Nothing open' });
    const before = await cardsOf();

    await asWrittenBefore([project.id, other.id]);
    expect(await Project.countDocuments({ organizationId: world.firm.organizationId, board: null })).toBeGreaterThanOrEqual(2);
    await runMigrations();

    expect(await Project.countDocuments({ organizationId: world.firm.organizationId, board: null })).toBe(0);
    const stored = await Project.findOne({ organizationId: world.firm.organizationId, _id: project.id }).lean();
    expect(stored?.board).toMatchObject({ stage: 'Gather documents', ball: { waitingOn: 'client', reason: '1 document not received' } });
    expect(await cardsOf()).toEqual(before);

    // Run again (a second process, or a restart), it changes nothing.
    await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: boardSummaries.version });
    await runMigrations();
    expect(await cardsOf()).toEqual(before);
  });
});

describe("the start-up migration 'board-welcome-messages'", () => {
  it("stops a template's project waiting on its client for the welcome message alone, and leaves a real question waiting", async () => {
    const template = await world.firm.owner.agent
      .post('/api/templates')
      .send({ name: 'Welcomed', cadence: 'yearly', projectName: '{year} review', durationDays: 30, welcomeMessage: 'Hi {firstName}, we have started.' })
      .expect(201);
    await world.firm.owner.agent.post('/api/template-batches').send({ templateId: template.body.id, period: '2025', startDate: '2026-01-05', clientIds: [world.client.id] }).expect(202);
    await runDueJobs({ logger });
    const welcomed = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.templateId': template.body.id }).lean();
    const asked = await createProject(world.firm, world.otherClient, { name: 'A question asked' });
    await world.firm.owner.agent.post(`/api/projects/${asked.id}/messages`).send({ content: 'Which year did you move?' }).expect(201);

    // As the release before summed it: the welcome message counted as a question.
    const before = { waitingOn: 'client', since: welcomed!.createdAt, reason: 'A message of the firm unanswered' };
    await Project.collection.updateOne({ _id: welcomed!._id }, { $set: { 'board.ball': before } });
    await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: boardWelcomeMessages.version });
    await runMigrations();

    const cards: Array<{ projectId: string; ball: unknown }> = await cardsOf();
    expect(cards.find((card) => card.projectId === welcomed!._id.toString())?.ball).toBeNull();
    expect(cards.find((card) => card.projectId === asked.id)?.ball).toMatchObject({ waitingOn: 'client', reason: 'A message of the firm unanswered' });
  });
});

describe("the start-up migration 'board-client-names'", () => {
  it("gives every summary written before its client's name, and the board names the client as before", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Summed without a name' });
    const before = await cardsOf();
    expect(before.find((card: { projectId: string }) => card.projectId === project.id)).toMatchObject({ clientName: 'Carla Client' });

    // As the release before summed it: no client name in the summary.
    await Project.collection.updateMany({ organizationId: new mongoose.Types.ObjectId(world.firm.organizationId) }, { $unset: { 'board.clientName': '' } });
    await mongoose.connection.collection<{ _id: string }>('migrations').deleteOne({ _id: boardClientNames.version });
    await runMigrations();

    expect(await Project.countDocuments({ organizationId: world.firm.organizationId, 'board.clientName': mongoose.trusted({ $exists: false }) })).toBe(0);
    expect(await cardsOf()).toEqual(before);
  });
});
