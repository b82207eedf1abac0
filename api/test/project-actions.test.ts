// Actions on a selection of projects (the board's bulk bar): each a job through the services a click uses,
// with a summary of what it did and what it passed over, and each safe to run again.
import { Types } from 'mongoose';
import type { Board, ProjectAction } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { runDueJobs } from '../src/jobs/runner';
import { OutboxMail, type OutboxMailRecord } from '../src/mail/model';
import { Message } from '../src/messages/model';
import { logger } from '../src/observability/logger';
import { ProjectAction as ProjectActionModel } from '../src/project-actions/model';
import { runProjectAction } from '../src/project-actions/run';
import { addAdmin, addClient, addMilestone, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();
afterEach(() => setClock());

async function act(member: Pick<Member, 'agent'>, body: Record<string, unknown>): Promise<ProjectAction> {
  const started = await member.agent.post('/api/project-actions').send(body).expect(202);
  expect(started.body).toMatchObject({ status: 'running', total: body.projectIds instanceof Array ? new Set(body.projectIds).size : 0, done: 0 });
  await runDueJobs({ logger });
  return (await member.agent.get(`/api/project-actions/${started.body.id}`).expect(200)).body;
}

async function ask(projectId: string, names: string[]) {
  return (await world.firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: names.map((name) => ({ name, dueDate: '2099-03-01' })) }).expect(201)).body;
}

describe('POST /api/project-actions: one action on many projects', () => {
  it('reminds each client once about everything open, and says who had nothing open', async () => {
    const open = await createProject(world.firm, world.client, { name: 'Selection open' });
    const empty = await createProject(world.firm, world.client, { name: 'Selection empty' });
    await ask(open.id, ['W-2', '1099-INT']);

    const action = await act(world.firm.owner, { kind: 'remind', projectIds: [open.id, empty.id] });
    expect(action).toMatchObject({ status: 'done', total: 2, done: 2, changed: 1, summary: 'Reminded 1 client; 1 had nothing open' });
    expect(action.skipped).toEqual([{ projectId: empty.id, projectName: 'Selection empty', clientName: 'Carla Client', reason: 'Nothing is open' }]);

    const mails = await OutboxMail.find({ key: new RegExp(`^project-reminder:${action.id}:`) }).lean<OutboxMailRecord[]>();
    expect(mails.map((mail) => mail.subject)).toEqual([`Reminder: ${world.firm.organizationName} is waiting for 2 documents for Selection open`]);
    const mail = await world.api.mailTo(world.client.username, (caught) => caught.subject === mails[0].subject);
    expect(mail.text).toContain('W-2 (due Mar 1, 2099)');
    expect(mail.text).toContain('1099-INT (due Mar 1, 2099)');
    expect(mail.text).toContain(`/${world.firm.slug}?next=${encodeURIComponent(`/project/${open.id}`)}`);

    const again = await act(world.firm.owner, { kind: 'remind', projectIds: [open.id] });
    expect(again.skipped.map((skip) => skip.reason)).toEqual(['Reminded within the last hour']);
    expect(again.summary).toBe('Reminded 0 clients; 1 was passed over');
  });

  it('reminds several clients in one step, each of what they owe, and tells each one bell once', async () => {
    const carla = await createProject(world.firm, world.client, { name: 'Step Carla' });
    const other = await createProject(world.firm, world.otherClient, { name: 'Step other' });
    await ask(carla.id, ['Carla W-2', 'Carla 1098']);
    await ask(other.id, ['Other K-1']);

    const action = await act(world.firm.owner, { kind: 'remind', projectIds: [carla.id, other.id] });
    expect(action).toMatchObject({ status: 'done', summary: 'Reminded 2 clients' });
    const mails = await OutboxMail.find({ key: new RegExp(`^project-reminder:${action.id}:`) }).lean<OutboxMailRecord[]>();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [world.client.username, `Reminder: ${world.firm.organizationName} is waiting for 2 documents for Step Carla`],
        [world.otherClient.username, `Reminder: ${world.firm.organizationName} is waiting for 1 document for Step other`],
      ].sort(),
    );
    const bell = (await world.client.agent.get('/api/notifications').expect(200)).body as Array<{ content: string }>;
    expect(bell.filter((news) => news.content.startsWith('Reminder: Step Carla')).map((news) => news.content).sort()).toEqual([
      'Reminder: Step Carla still needs "Carla 1098"',
      'Reminder: Step Carla still needs "Carla W-2"',
    ]);
  });

  it('sends one message on each project, once even when its job runs again', async () => {
    const first = await createProject(world.firm, world.client, { name: 'Message one' });
    const second = await createProject(world.firm, world.otherClient, { name: 'Message two' });
    const action = await act(world.firm.owner, { kind: 'message', projectIds: [first.id, second.id], content: 'Your organizer is ready' });
    expect(action.summary).toBe('Messaged the clients of 2 projects');

    // As if the process died after sending and before recording the step: the step runs again.
    await ProjectActionModel.updateOne({ _id: action.id, organizationId: world.firm.organizationId }, { $set: { status: 'running', done: 0, outcomes: [] } });
    await runProjectAction({ id: new Types.ObjectId(), organizationId: new Types.ObjectId(world.firm.organizationId), data: { actionId: action.id }, attempt: 2, keepAlive: async () => {} });
    expect((await world.firm.owner.agent.get(`/api/project-actions/${action.id}`).expect(200)).body).toMatchObject({ status: 'done', summary: 'Messaged the clients of 2 projects' });
    for (const project of [first, second]) {
      expect(await Message.countDocuments({ organizationId: world.firm.organizationId, projectId: project.id, content: 'Your organizer is ready' })).toBe(1);
    }
    const client = await world.client.agent.get(`/api/projects/${first.id}/messages`).expect(200);
    expect(client.body.at(-1)).toMatchObject({ content: 'Your organizer is ready' });
    // The board shows the messages too: each project waits on its client's answer.
    const board = (await world.firm.owner.agent.get('/api/board').expect(200)).body as Board;
    const cards = board.columns.flatMap((column) => column.cards).filter((card) => card.projectId === first.id || card.projectId === second.id);
    expect(cards.map((card) => card.ball?.waitingOn)).toEqual(['client', 'client']);
  });

  it('moves projects to a stage, the stages before it completed and those after it pending, and passes over those without it', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Move me' });
    const without = await createProject(world.firm, world.client, { name: 'No such stage' });
    for (const name of ['Documents', 'Preparation', 'Review']) await addMilestone(world.firm.owner.agent, project.id, { name, dueDate: '2099-02-01' });

    const action = await act(world.firm.owner, { kind: 'move', projectIds: [project.id, without.id], stage: 'Review' });
    expect(action.summary).toBe('Moved 1 project to Review; 1 was passed over');
    expect(action.skipped[0]).toMatchObject({ projectId: without.id, reason: 'Has no stage named Review' });
    const moved = (await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(moved.milestones.map((milestone: { status: string }) => milestone.status)).toEqual(['completed', 'completed', 'in_progress']);
    const board = (await world.firm.owner.agent.get('/api/board').expect(200)).body;
    const card = board.columns.flatMap((column: { cards: Array<{ projectId: string; stage: string }> }) => column.cards).find((each: { projectId: string }) => each.projectId === project.id);
    expect(card.stage).toBe('Review');

    const back = await act(world.firm.owner, { kind: 'move', projectIds: [project.id], stage: 'Documents' });
    expect(back.summary).toBe('Moved 1 project to Documents');
    const movedBack = (await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(movedBack.milestones.map((milestone: { status: string }) => milestone.status)).toEqual(['in_progress', 'pending', 'pending']);
  });

  it('assigns a person, or whoever fills a role for each client, and archives', async () => {
    const first = await createProject(world.firm, world.client, { name: 'Assign one' });
    const second = await createProject(world.firm, world.otherClient, { name: 'Assign two' });
    const assigned = await act(world.firm.owner, { kind: 'assign', projectIds: [first.id, second.id], memberId: world.teamMember.id });
    expect(assigned.summary).toMatch(/^Assigned .+ to 2 projects$/);
    const project = (await world.firm.owner.agent.get(`/api/projects/${first.id}`).expect(200)).body;
    expect(project.assigneeIds).toContain(world.teamMember.id);

    const role = (await world.firm.owner.agent.post('/api/firm-roles').send({ name: `Reviewer ${Date.now()}` }).expect(201)).body;
    const reviewer = await addAdmin(world.api, world.firm, { displayName: 'Rita Reviewer' });
    await world.firm.owner.agent.put(`/api/clients/${world.client.id}/roles/${role.id}`).send({ userId: reviewer.id }).expect(200);
    const byRole = await act(world.firm.owner, { kind: 'assign', projectIds: [first.id, second.id], roleId: role.id });
    expect(byRole.summary).toBe(`Assigned each client’s ${role.name} to 1 project; 1 was passed over`);
    expect(byRole.skipped).toEqual([{ projectId: second.id, projectName: 'Assign two', clientName: expect.any(String), reason: `Nobody is its client’s ${role.name}` }]);
    expect((await world.firm.owner.agent.get(`/api/projects/${first.id}`).expect(200)).body.assigneeIds).toContain(reviewer.id);

    const archived = await act(world.firm.owner, { kind: 'archive', projectIds: [first.id, second.id] });
    expect(archived.summary).toBe('Archived 2 projects');
    // The audit trail names who started it, as if each project had been archived by hand.
    const trail = (await world.firm.owner.agent.get('/api/audit-log?action=project.archived').expect(200)).body;
    const entry = trail.entries.find((each: { project: { id: string } | null }) => each.project?.id === first.id);
    expect(entry).toMatchObject({ actor: { id: world.firm.owner.id }, ip: null });
    const again = await act(world.firm.owner, { kind: 'archive', projectIds: [first.id] });
    expect(again.skipped[0].reason).toBe('This project is already archived');
  });

  it('refuses what it cannot do with a message a person can act on', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Refusals' });
    const otherFirms = await createProject(world.otherFirm, await addClient(world.api, world.otherFirm), { name: 'Not yours' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'remind', projectIds: [] }, 'Choose from 1 to 500 projects'],
      [{ kind: 'assign', projectIds: [project.id] }, 'Choose a person or a role to assign'],
      [{ kind: 'message', projectIds: [project.id], content: '   ' }, 'Message content is required'],
      [{ kind: 'move', projectIds: [project.id] }, 'Choose the stage to move the projects to'],
      [{ kind: 'delete', projectIds: [project.id] }, 'kind must be one of assign, message, remind, move, archive'],
      [{ kind: 'remind', projectIds: [project.id, '0123456789abcdef01234567'] }, 'Some of the chosen projects are no longer there: reload the page and choose again'],
      [{ kind: 'remind', projectIds: [otherFirms.id] }, 'Some of the chosen projects are no longer there: reload the page and choose again'],
    ];
    for (const [body, message] of cases) {
      const response = await world.firm.owner.agent.post('/api/project-actions').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    await world.teamMember.agent.post('/api/project-actions').send({ kind: 'remind', projectIds: [project.id] }).expect(403);
    await world.otherFirm.owner.agent.get(`/api/project-actions/${(await act(world.firm.owner, { kind: 'remind', projectIds: [project.id] })).id}`).expect(404);
  });
});
