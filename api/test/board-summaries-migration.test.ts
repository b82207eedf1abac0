// The start-up migration 'board-summaries': projects stored before the board get their summary once, and
// the board then shows them as it shows projects summed from the start.
import mongoose from 'mongoose';
import { boardSummaries } from '../src/migrations/board-summaries';
import { runMigrations } from '../src/migrations/run';
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
