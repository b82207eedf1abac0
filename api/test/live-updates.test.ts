import type { Socket } from 'socket.io-client';
import { addMilestone, closeSockets, createProject, drain, openSocket, recordEvents, useTwoFirms, type Member } from './fixtures';

/**
 * The project events of the realtime bridge (milestone_changed, project_changed,
 * timeline_task_created) reach the firm's staff and the project's client, and no one else: not
 * another client of the same firm, not another firm.
 */
const world = useTwoFirms();
afterEach(closeSockets);

interface Listener {
  member: Member;
  socket: Socket;
  events: Array<{ event: string; payload: unknown }>;
}

async function listen(member: Member): Promise<Listener> {
  const socket = await openSocket(world.api, member);
  return { member, socket, events: recordEvents(socket) };
}

let audience: Listener[];
let strangers: Listener[];
beforeEach(async () => {
  audience = await Promise.all([world.firm.owner, world.teamMember, world.client].map(listen));
  strangers = await Promise.all([world.otherClient, world.otherFirm.owner].map(listen));
});

/** Waits until everything pushed so far has arrived and checks that no stranger heard any of it. */
async function settle(): Promise<void> {
  await Promise.all([...audience, ...strangers].map(({ socket, member }) => drain(socket, member.id)));
  for (const stranger of strangers) expect(stranger.events.filter((entry) => entry.event !== 'probe')).toEqual([]);
}

/** The events named `names` that `act` pushed, in order: the same for the firm's staff and the project's client. */
async function pushed(act: () => Promise<unknown>, ...names: string[]): Promise<Array<{ event: string; payload: unknown }>> {
  await settle();
  for (const { events } of audience) events.splice(0);
  await act();
  await settle();
  const [first, ...others] = audience.map(({ events }) => events.filter((entry) => names.includes(entry.event)));
  for (const other of others) expect(other).toEqual(first);
  return first!;
}

const newProject = () => createProject(world.firm, world.client, { assigneeIds: [world.teamMember.id] });

describe('project_changed', () => {
  it('is pushed when a project is created, its dates or assignees change, and it is completed', async () => {
    let projectId = '';
    const create = async () => ({ id: projectId } = await newProject());
    expect(await pushed(create, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'created' } }]);

    const changeDates = () => world.teamMember.agent.patch(`/api/projects/${projectId}`).send({ startDate: '2031-01-01', endDate: '2031-02-01' }).expect(200);
    expect(await pushed(changeDates, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'updated' } }]);

    const assign = () => world.firm.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [] }).expect(200);
    expect(await pushed(assign, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'updated' } }]);

    const complete = () => world.firm.owner.agent.post(`/api/projects/${projectId}/complete`).expect(200);
    expect(await pushed(complete, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'completed' } }]);
  });

  it('is not pushed when a change is refused', async () => {
    const { id } = await newProject();
    const refused = () => world.client.agent.patch(`/api/projects/${id}`).send({ startDate: '2031-01-01' }).expect(403);
    expect(await pushed(refused, 'project_changed')).toEqual([]);
  });
});

describe('milestone_changed', () => {
  it('is pushed with the project counts when a milestone is added and when its status moves', async () => {
    const { id: projectId } = await newProject();
    let added = { id: '' };
    const create = async () => (added = await addMilestone(world.teamMember.agent, projectId, { name: 'Sign' }));
    expect(await pushed(create, 'milestone_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: added, completedMilestones: 0, totalMilestones: 1 } },
    ]);

    const move = (status: string) => () => world.firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${added.id}`).send({ status }).expect(200);
    expect(await pushed(move('in_progress'), 'milestone_changed')).toEqual([
      {
        event: 'milestone_changed',
        payload: { projectId, milestone: { ...added, status: 'in_progress' }, completedMilestones: 0, totalMilestones: 1 },
      },
    ]);
    expect(await pushed(move('completed'), 'milestone_changed')).toEqual([
      {
        event: 'milestone_changed',
        payload: { projectId, milestone: { ...added, status: 'completed', completedAt: expect.any(String) }, completedMilestones: 1, totalMilestones: 1 },
      },
    ]);
  });

  it('is pushed for each milestone a completion closes, before project_changed', async () => {
    const { id: projectId } = await newProject();
    const first = await addMilestone(world.firm.owner.agent, projectId, { name: 'First' });
    const second = await addMilestone(world.firm.owner.agent, projectId, { name: 'Second' });
    await world.firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${first.id}`).send({ status: 'in_progress' }).expect(200);

    const complete = () => world.firm.owner.agent.post(`/api/projects/${projectId}/complete`).expect(200);
    const closed = (milestone: typeof first) => ({ ...milestone, status: 'completed', completedAt: expect.any(String) });
    expect(await pushed(complete, 'milestone_changed', 'project_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: closed(first), completedMilestones: 2, totalMilestones: 2 } },
      { event: 'milestone_changed', payload: { projectId, milestone: closed(second), completedMilestones: 2, totalMilestones: 2 } },
      { event: 'project_changed', payload: { projectId, change: 'completed' } },
    ]);
  });
});

describe('milestone corrections', () => {
  it('push milestone_changed for an edit and a reopening, and milestone_deleted with the counts', async () => {
    const { id: projectId } = await newProject();
    const milestone = await addMilestone(world.firm.owner.agent, projectId, { name: 'Sign' });
    const milestonePath = `/api/projects/${projectId}/milestones/${milestone.id}`;
    await world.firm.owner.agent.patch(milestonePath).send({ status: 'in_progress' }).expect(200);
    await world.firm.owner.agent.patch(milestonePath).send({ status: 'completed' }).expect(200);

    let edited = { id: '' };
    const edit = async () => (edited = (await world.teamMember.agent.patch(milestonePath).send({ name: 'Sign the deed' }).expect(200)).body);
    expect(await pushed(edit, 'milestone_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: edited, completedMilestones: 1, totalMilestones: 1 } },
    ]);

    let reopened = { id: '' };
    const reopen = async () => (reopened = (await world.firm.owner.agent.patch(milestonePath).send({ status: 'in_progress' }).expect(200)).body);
    expect(await pushed(reopen, 'milestone_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: reopened, completedMilestones: 0, totalMilestones: 1 } },
    ]);

    const remove = () => world.teamMember.agent.delete(milestonePath).expect(200);
    expect(await pushed(remove, 'milestone_deleted')).toEqual([
      { event: 'milestone_deleted', payload: { projectId, milestoneId: milestone.id, completedMilestones: 0, totalMilestones: 0 } },
    ]);
  });
});

describe('timeline_task_updated and timeline_task_deleted', () => {
  it('are pushed with the task as it is now, and the id of a deleted one', async () => {
    const { id: projectId } = await newProject();
    const timelineId = (await world.client.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
    const planned = (await world.firm.owner.agent.post(`/api/projects/${projectId}/timelines`).send({ name: 'Draft', startDate: '2030-02-01', endDate: '2030-02-10' }).expect(201)).body;
    const taskPath = `/api/projects/${projectId}/tasks/${planned.id}`;

    let task = {};
    const markDone = async () => (task = (await world.teamMember.agent.patch(taskPath).send({ status: 'done' }).expect(200)).body);
    expect(await pushed(markDone, 'timeline_task_updated')).toEqual([{ event: 'timeline_task_updated', payload: { projectId, timelineId, task } }]);

    const remove = () => world.firm.owner.agent.delete(taskPath).expect(200);
    expect(await pushed(remove, 'timeline_task_deleted')).toEqual([
      { event: 'timeline_task_deleted', payload: { projectId, timelineId, taskId: planned.id } },
    ]);
  });
});

describe('timeline_task_created', () => {
  it('is pushed with the timeline id and the task when the firm plans a task', async () => {
    const { id: projectId } = await newProject();
    const timelineId = (await world.client.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
    let task = {};
    const plan = async () => {
      task = (await world.teamMember.agent.post(`/api/projects/${projectId}/timelines`).send({ name: 'Draft', startDate: '2030-02-01', endDate: '2030-02-10' }).expect(201)).body;
    };
    expect(await pushed(plan, 'timeline_task_created')).toEqual([{ event: 'timeline_task_created', payload: { projectId, timelineId, task } }]);
  });
});
