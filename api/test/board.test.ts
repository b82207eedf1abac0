import { Types } from 'mongoose';
import type { Board, BoardCard } from '@clientline/contracts';
import { ClientAccount } from '../src/client-accounts/model';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { addMilestone, createProject, inviteClient, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

async function boardOf(member: Pick<Member, 'agent'>, query = ''): Promise<Board> {
  return (await member.agent.get(`/api/board${query}`).expect(200)).body;
}

async function cardOf(projectId: string, query = ''): Promise<BoardCard | undefined> {
  const board = await boardOf(world.firm.owner, query);
  return board.columns.flatMap((column) => column.cards).find((card) => card.projectId === projectId);
}

async function upload(requestItemId: string, projectId: string) {
  await world.client.agent
    .post(`/api/projects/${projectId}/documents`)
    .unset('Content-Type')
    .field('requestItemId', requestItemId)
    .attach('file', Buffer.from('%PDF-1.7\nW-2'), 'w2.pdf')
    .expect(201);
}

describe('GET /api/board: every project by stage, with who holds the ball', () => {
  it('moves a project across its stages and between the client and the firm as things happen', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Board return' });
    const documents = await addMilestone(world.firm.owner.agent, project.id, { name: 'Documents', dueDate: '2099-02-01' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Preparation', dueDate: '2099-03-01' });
    expect(await cardOf(project.id)).toMatchObject({ stage: 'Documents', clientName: 'Carla Client', ball: null, overdue: false, dueDate: '2099-02-01T00:00:00.000Z' });

    const asked = await world.firm.owner.agent
      .post(`/api/projects/${project.id}/document-requests`)
      .send({ items: [{ name: 'W-2' }, { name: '1099' }] })
      .expect(201);
    expect((await cardOf(project.id))?.ball).toMatchObject({ waitingOn: 'client', reason: '2 documents not received' });
    expect(await cardOf(project.id, '?waitingOn=firm')).toBeUndefined();

    await upload(asked.body[0].id, project.id);
    expect((await cardOf(project.id, '?waitingOn=firm'))?.ball).toMatchObject({ waitingOn: 'firm', reason: '1 upload to review' });

    await world.firm.owner.agent.patch(`/api/document-requests/${asked.body[0].id}`).send({ status: 'accepted' }).expect(200);
    expect((await cardOf(project.id))?.ball).toMatchObject({ waitingOn: 'client', reason: '1 document not received' });

    await world.client.agent.post(`/api/projects/${project.id}/messages`).send({ content: 'The 1099 comes next week' }).expect(201);
    expect((await cardOf(project.id))?.ball).toMatchObject({ waitingOn: 'firm', reason: '1 message from the client to answer' });

    for (const status of ['in_progress', 'completed']) {
      await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${documents.id}`).send({ status }).expect(200);
    }
    const board = await boardOf(world.firm.owner);
    const preparation = board.columns.find((column) => column.stage === 'Preparation');
    expect(preparation?.cards.map((card) => card.projectId)).toContain(project.id);
    expect(preparation?.count).toBe(preparation?.cards.length);
    expect(board.columns.at(-1)?.stage).toBe('Done');
  });

  it("names each card's client as the account is called now: renamed by the firm, or through the person an individual's account is named after", async () => {
    const { id: clientId, username } = await inviteClient(world.firm, { displayName: 'Rita Renamed' });
    const project = await createProject(world.firm, { id: clientId }, { name: 'Renamed return' });
    expect(await cardOf(project.id)).toMatchObject({ clientName: 'Rita Renamed' });

    await world.firm.owner.agent.patch(`/api/clients/${clientId}`).send({ username, displayName: 'Rita Moreno' }).expect(200);
    expect(await cardOf(project.id)).toMatchObject({ clientName: 'Rita Moreno' });

    const account = await ClientAccount.findOne({ organizationId: world.firm.organizationId, _id: clientId }).lean();
    await world.firm.owner.agent.patch(`/api/clients/${clientId}/people/${account!.primaryPersonId}`).send({ displayName: 'Rita Moreno-Lane', projectIds: null }).expect(200);
    expect(await cardOf(project.id)).toMatchObject({ clientName: 'Rita Moreno-Lane' });
  });

  it("leaves the ball where it is after a template's welcome message: news, not a question; the firm's next message is one", async () => {
    const template = await world.firm.owner.agent
      .post('/api/templates')
      .send({ name: 'Welcome only', cadence: 'yearly', projectName: '{year} estate review', durationDays: 30, welcomeMessage: 'Hi {firstName}, your review has started.' })
      .expect(201);
    await world.firm.owner.agent
      .post('/api/template-batches')
      .send({ templateId: template.body.id, period: '2025', startDate: '2026-01-05', clientIds: [world.client.id] })
      .expect(202);
    await runDueJobs({ logger });
    const made = await Project.findOne({ organizationId: world.firm.organizationId, 'origin.templateId': template.body.id }).lean();
    expect(await cardOf(made!._id.toString())).toMatchObject({ ball: null });

    await world.firm.owner.agent.post(`/api/projects/${made!._id}/messages`).send({ content: 'Is your address still the same?' }).expect(201);
    expect((await cardOf(made!._id.toString()))?.ball).toMatchObject({ waitingOn: 'client', reason: 'A message of the firm unanswered' });
  });

  it('says a project past the due date of its stage is overdue, and filters by it', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Late return' });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Filing', dueDate: '2021-04-15' });
    expect(await cardOf(project.id, '?overdue=true')).toMatchObject({ stage: 'Filing', overdue: true });
    expect(await cardOf(project.id, '?idleDays=30')).toBeUndefined();

    // The dashboard's figures: the counts alone.
    const counts = await boardOf(world.firm.owner, '?cardsPerColumn=0');
    expect(counts.columns.find((column) => column.stage === 'Filing')).toMatchObject({ count: expect.any(Number), cards: [] });
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(counts.columns.reduce((sum, column) => sum + column.count, 0));

    // A stage of those figures opens the board filtered to it.
    const atFiling = await boardOf(world.firm.owner, '?stage=Filing');
    expect(atFiling.columns.flatMap((column) => column.cards).map((card) => card.stage)).toEqual(expect.arrayContaining(['Filing']));
    expect(new Set(atFiling.columns.flatMap((column) => column.cards).map((card) => card.stage))).toEqual(new Set(['Filing']));
    expect(atFiling.total).toBe(counts.columns.find((column) => column.stage === 'Filing')!.count);
  });

  it('counts a project as waiting long only once its client has held the ball for more than the days asked', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Asked today' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2' }] }).expect(201);
    expect((await cardOf(project.id, '?waitingOn=client'))?.ball).toMatchObject({ waitingOn: 'client' });
    expect(await cardOf(project.id, '?waitingOn=client&waitingDays=7')).toBeUndefined();
  });

  it('shows a team member walled off by need-to-know only their projects and their counts, and another firm none', async () => {
    const theirs = await createProject(world.firm, world.client, { name: 'Assigned return', assigneeIds: [world.teamMember.id] });
    const notTheirs = await createProject(world.firm, world.otherClient, { name: 'Not assigned' });
    await world.firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    try {
      const board = await boardOf(world.teamMember);
      expect(board.columns.flatMap((column) => column.cards.map((card) => card.projectId))).toEqual([theirs.id]);
      // The counts are of what they may see too, not of the firm's projects.
      expect(board.total).toBe(1);
      expect(board.columns.reduce((sum, column) => sum + column.count, 0)).toBe(1);
    } finally {
      await world.firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: false }).expect(200);
    }
    const ofOtherFirm = JSON.stringify(await boardOf(world.otherFirm.owner));
    expect(ofOtherFirm).not.toContain(theirs.id);
    expect(ofOtherFirm).not.toContain(notTheirs.id);
    await world.client.agent.get('/api/board').expect(403);
  });

  it("filters by who fills a role for the client: an assignee's projects as Preparer, and none without the person", async () => {
    const owner = world.firm.owner.agent;
    const preparer = (await owner.post('/api/firm-roles').send({ name: 'Board preparer' }).expect(201)).body as { id: string };
    await owner.put(`/api/clients/${world.client.id}/roles/${preparer.id}`).send({ userId: world.teamMember.id }).expect(200);
    const theirs = await createProject(world.firm, world.client, { name: 'Prepared by the member' });
    const others = await createProject(world.firm, world.otherClient, { name: 'Prepared by nobody' });
    const asPreparer = `?assigneeId=${world.teamMember.id}&roleId=${preparer.id}`;
    expect(await cardOf(theirs.id, asPreparer)).toMatchObject({ name: 'Prepared by the member' });
    expect(await cardOf(others.id, asPreparer)).toBeUndefined();
    expect(await cardOf(theirs.id, `?assigneeId=${world.firm.owner.id}&roleId=${preparer.id}`)).toBeUndefined();
    const refused = await owner.get(`/api/board?roleId=${preparer.id}`).expect(400);
    expect(refused.body.errors).toEqual({ roleId: 'Choose who fills the role (assigneeId) to filter by a role' });
  });

  it("narrows to the current period: each template's newest that has started, and the projects made by hand", async () => {
    const templateId = new Types.ObjectId();
    const fromTemplate = async (client: Pick<Member, 'id'>, period: string, startDate: string) => {
      const project = await createProject(world.firm, client, { name: `Season ${period}`, startDate });
      await Project.updateOne({ _id: project.id, organizationId: world.firm.organizationId }, { $set: { origin: { templateId, templateVersion: 1, period, batchId: null, setUpAt: null } } });
      return project.id;
    };
    const last = await fromTemplate(world.client, '2024', '2025-01-10');
    const now = await fromTemplate(world.otherClient, '2025', '2026-01-10');
    const ahead = await fromTemplate(world.client, '2026', '2099-01-10');
    const byHand = (await createProject(world.firm, world.client, { name: 'Made by hand' })).id;
    const shown = (await boardOf(world.firm.owner, '?period=current')).columns.flatMap((column) => column.cards.map((card) => card.projectId));
    expect(shown).toEqual(expect.arrayContaining([now, byHand]));
    expect(shown).not.toContain(last);
    expect(shown).not.toContain(ahead);
  });

  it("offers every template and period to choose from, whoever's projects and whatever tag the board is narrowed to", async () => {
    const template = await world.firm.owner.agent
      .post('/api/templates')
      .send({ name: 'Choices stay', cadence: 'yearly', projectName: '{year} payroll review', durationDays: 30 })
      .expect(201);
    await world.firm.owner.agent.post('/api/template-batches').send({ templateId: template.body.id, period: '2025', startDate: '2026-01-05', clientIds: [world.client.id] }).expect(202);
    await runDueJobs({ logger });
    const choice = { id: template.body.id, name: 'Choices stay', periods: ['2025'] };
    // Nobody assigned, no client tagged: the narrowed boards are empty, and the template is still a choice.
    for (const narrowed of [`?assigneeId=${world.teamMember.id}`, '?tag=Nobody-has-this']) {
      const board = await boardOf(world.firm.owner, `${narrowed}&templateId=${template.body.id}`);
      expect(board.total).toBe(0);
      expect(board.templates).toContainEqual(choice);
    }
  });

  it('refuses a filter it cannot read with a message that says what it takes', async () => {
    const refused = await world.firm.owner.agent.get('/api/board?waitingOn=someone&idleDays=0').expect(400);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(refused.body)).toContain('waitingOn must be one of client, firm, nobody');
  });
});
