import type { Socket } from 'socket.io-client';
import { addMilestone, closeSockets, createProject, createTwoFirms, drain, openSocket, recordEvents, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * The project events of the realtime bridge (milestone_changed, project_changed,
 * timeline_task_created) reach the firm's staff and the project's client, and no one else: not
 * another client of the same firm, not another firm.
 */
let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
let client: Member;
let otherClient: Member;
let teamMember: Member;
beforeAll(async () => {
  api = await startTestApi();
  ({ firm, otherFirm, client, otherClient, teamMember } = await createTwoFirms(api));
});
afterAll(() => api.stop());
afterEach(closeSockets);

interface Listener {
  member: Member;
  socket: Socket;
  events: Array<{ event: string; payload: unknown }>;
}

async function listen(member: Member): Promise<Listener> {
  const socket = await openSocket(api, member);
  return { member, socket, events: recordEvents(socket) };
}

let audience: Listener[];
let strangers: Listener[];
beforeEach(async () => {
  audience = await Promise.all([firm.owner, teamMember, client].map(listen));
  strangers = await Promise.all([otherClient, otherFirm.owner].map(listen));
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

const newProject = () => createProject(firm, client, { assigneeIds: [teamMember.id] });

describe('project_changed', () => {
  it('is pushed when a project is created, its dates or assignees change, and it is completed', async () => {
    let projectId = '';
    const create = async () => ({ id: projectId } = await newProject());
    expect(await pushed(create, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'created' } }]);

    const changeDates = () => teamMember.agent.patch(`/api/projects/${projectId}`).send({ startDate: '2031-01-01', endDate: '2031-02-01' }).expect(200);
    expect(await pushed(changeDates, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'updated' } }]);

    const assign = () => firm.owner.agent.put(`/api/projects/${projectId}/assignees`).send({ assigneeIds: [] }).expect(200);
    expect(await pushed(assign, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'updated' } }]);

    const complete = () => firm.owner.agent.post(`/api/projects/${projectId}/complete`).expect(200);
    expect(await pushed(complete, 'project_changed')).toEqual([{ event: 'project_changed', payload: { projectId, change: 'completed' } }]);
  });

  it('is not pushed when a change is refused', async () => {
    const { id } = await newProject();
    const refused = () => client.agent.patch(`/api/projects/${id}`).send({ startDate: '2031-01-01' }).expect(403);
    expect(await pushed(refused, 'project_changed')).toEqual([]);
  });
});

describe('milestone_changed', () => {
  it('is pushed with the project counts when a milestone is added and when its status moves', async () => {
    const { id: projectId } = await newProject();
    let added = { id: '' };
    const create = async () => (added = await addMilestone(teamMember.agent, projectId, { name: 'Sign' }));
    expect(await pushed(create, 'milestone_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: added, completedMilestones: 0, totalMilestones: 1 } },
    ]);

    const move = (status: string) => () => firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${added.id}`).send({ status }).expect(200);
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
    const first = await addMilestone(firm.owner.agent, projectId, { name: 'First' });
    const second = await addMilestone(firm.owner.agent, projectId, { name: 'Second' });
    await firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${first.id}`).send({ status: 'in_progress' }).expect(200);

    const complete = () => firm.owner.agent.post(`/api/projects/${projectId}/complete`).expect(200);
    const closed = (milestone: typeof first) => ({ ...milestone, status: 'completed', completedAt: expect.any(String) });
    expect(await pushed(complete, 'milestone_changed', 'project_changed')).toEqual([
      { event: 'milestone_changed', payload: { projectId, milestone: closed(first), completedMilestones: 2, totalMilestones: 2 } },
      { event: 'milestone_changed', payload: { projectId, milestone: closed(second), completedMilestones: 2, totalMilestones: 2 } },
      { event: 'project_changed', payload: { projectId, change: 'completed' } },
    ]);
  });
});

describe('timeline_task_created', () => {
  it('is pushed with the timeline id and the task when the firm plans a task', async () => {
    const { id: projectId } = await newProject();
    const timelineId = (await client.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
    let task = {};
    const plan = async () => {
      task = (await teamMember.agent.post(`/api/projects/${projectId}/timelines`).send({ name: 'Draft', startDate: '2030-02-01', endDate: '2030-02-10' }).expect(201)).body;
    };
    expect(await pushed(plan, 'timeline_task_created')).toEqual([{ event: 'timeline_task_created', payload: { projectId, timelineId, task } }]);
  });
});
