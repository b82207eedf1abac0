import mongoose from 'mongoose';
import type supertest from 'supertest';
import { bumpChangeVersions, bumpingOnceAtItsEnd, organizationScope, readChangeVersions } from '../src/change-versions/model';
import { addMilestone, createProject, inviteTeamMember, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

/** GET `path` as `member`, presenting `tag` when given. */
function poll(member: Pick<Member, 'agent'>, path: string, tag?: string): supertest.Test {
  const request = member.agent.get(path);
  return tag ? request.set('If-None-Match', tag) : request;
}

async function tagOf(member: Pick<Member, 'agent'>, path: string): Promise<string> {
  const response = await poll(member, path).expect(200);
  expect(response.headers.etag).toMatch(/^".+"$/);
  return response.headers.etag as string;
}

/** The collections the database was asked about while `run` ran. */
async function collectionsQueriedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const queried: string[] = [];
  mongoose.set('debug', (collection: string) => void queried.push(collection));
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return queried;
}

describe('the ETag', () => {
  it("shows no change counter: a client cannot watch the firm's activity in it", async () => {
    const { firm, client } = world;
    await createProject(firm, client);
    const [version] = await readChangeVersions([organizationScope(firm.organizationId)]);
    expect(version).toBeGreaterThan(0);
    const tag = await tagOf(client, '/api/projects');
    // An opaque keyed hash (27 characters), nothing else: no `<versions>-` prefix counting the firm's writes.
    // (Not "does not start with the counter": a hash starts with its digit one time in 64.)
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });
});

describe('GET /api/projects', () => {
  it('answers 304 without running the list query while nothing changed, then the new list after a write', async () => {
    const { firm, client } = world;
    await createProject(firm, client, { name: 'Estate of Ada' });
    const tag = await tagOf(firm.owner, '/api/projects');

    const queried = await collectionsQueriedDuring(() => poll(firm.owner, '/api/projects', tag).expect(304, ''));
    expect(queried).not.toContain('projects');

    await createProject(firm, client, { name: 'Estate of Grace' });
    const changed = await poll(firm.owner, '/api/projects', tag).expect(200);
    expect(changed.body.map((project: { name: string }) => project.name)).toContain('Estate of Grace');
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('moves on once for a step of background work, when it ends, failed or not', async () => {
    const { firm } = world;
    const scope = organizationScope(firm.organizationId);
    const [before] = await readChangeVersions([scope]);
    const step = bumpingOnceAtItsEnd(async () => {
      for (let write = 0; write < 3; write += 1) await bumpChangeVersions([scope]);
      expect(await readChangeVersions([scope])).toEqual([before]);
      throw new Error('the step failed');
    });
    await expect(step).rejects.toThrow('the step failed');
    expect(await readChangeVersions([scope])).toEqual([before! + 1]);
  });

  it('sees a change made by someone else of the firm: a milestone the team member adds moves the client’s list on', async () => {
    const { firm, client, teamMember } = world;
    const project = await createProject(firm, client, { assigneeIds: [teamMember.id] });
    const tag = await tagOf(client, '/api/projects');
    await addMilestone(teamMember.agent, project.id);
    const changed = await poll(client, '/api/projects', tag).expect(200);
    expect(changed.body.find((each: { id: string }) => each.id === project.id)).toMatchObject({ totalMilestones: 1 });
  });

  it('never validates one caller’s tag for another caller, in the firm or outside it', async () => {
    const { firm, client, otherClient, otherFirm } = world;
    await createProject(firm, client);
    const tag = await tagOf(client, '/api/projects');
    await poll(client, '/api/projects', tag).expect(304);
    await poll(otherClient, '/api/projects', tag).expect(200);
    await poll(firm.owner, '/api/projects', tag).expect(200);
    await poll(otherFirm.owner, '/api/projects', tag).expect(200);
  });

  it('answers a second member of the firm with the same view from the list read for the first', async () => {
    const { firm, client, teamMember } = world;
    await createProject(firm, client, { name: 'Estate of Ada' });
    const ownerList = (await poll(firm.owner, '/api/projects').expect(200)).body;

    let memberList: unknown;
    const queried = await collectionsQueriedDuring(async () => {
      memberList = (await poll(teamMember, '/api/projects').expect(200).expect('Content-Type', /application\/json/)).body;
    });
    expect(queried).not.toContain('projects');
    expect(memberList).toEqual(ownerList);
  });

  it('never shares a list between callers who see different projects or fields', async () => {
    const { firm, client, otherClient, teamMember } = world;
    await createProject(firm, client, { name: 'Assigned', assigneeIds: [teamMember.id] });
    await createProject(firm, otherClient, { name: 'Not assigned' });
    const namesOf = async (member: Pick<Member, 'agent'>) => (await poll(member, '/api/projects').expect(200)).body.map((project: { name: string }) => project.name);
    expect(await namesOf(firm.owner)).toEqual(expect.arrayContaining(['Assigned', 'Not assigned']));

    await firm.owner.agent.put('/api/team/settings').send({ needToKnowAccess: true }).expect(200);
    expect(await namesOf(firm.owner)).toEqual(expect.arrayContaining(['Assigned', 'Not assigned']));
    const membersNames = await namesOf(teamMember);
    expect(membersNames).toContain('Assigned');
    expect(membersNames).not.toContain('Not assigned');

    const clientsProjects = (await poll(client, '/api/projects').expect(200)).body;
    expect(clientsProjects.map((project: { name: string }) => project.name)).not.toContain('Not assigned');
    expect(clientsProjects.find((project: { name: string }) => project.name === 'Assigned')).not.toHaveProperty('assigneeIds');
  });
});

describe('the signed-in person', () => {
  it('is read again only once their firm changed: an unchanged poll reads no user, and a change to them counts from their next request', async () => {
    const { api, firm } = world;
    const colleague = await inviteTeamMember(api, firm, { displayName: 'Kit Keeper' });
    // Their first two requests read their record: the first learns their firm, the second reads its version first.
    let tag = '';
    expect(await collectionsQueriedDuring(async () => (tag = await tagOf(colleague, '/api/projects')))).toContain('users');
    await poll(colleague, '/api/projects', tag).expect(304);
    expect(await collectionsQueriedDuring(() => poll(colleague, '/api/projects', tag).expect(304))).not.toContain('users');

    await firm.owner.agent.put(`/api/team/members/${colleague.id}/admin`).send({ isAdmin: true }).expect(200);
    expect((await colleague.agent.get('/api/user').expect(200)).body.user).toMatchObject({ isAdmin: true });
    await firm.owner.agent.put(`/api/team/members/${colleague.id}/admin`).send({ isAdmin: false }).expect(200);
    expect((await colleague.agent.get('/api/user').expect(200)).body.user).toMatchObject({ isAdmin: false });
    await colleague.agent.get('/api/webhook-requests').expect(403);
  });
});

describe('GET /api/notifications', () => {
  it('is validated per user: one user reading their notifications does not refetch another’s bell', async () => {
    const { firm, client, teamMember } = world;
    const project = await createProject(firm, client, { assigneeIds: [teamMember.id] });
    await addMilestone(firm.owner.agent, project.id);
    const clientTag = await tagOf(client, '/api/notifications');
    const memberTag = await tagOf(teamMember, '/api/notifications');

    const unread = (await poll(client, '/api/notifications').expect(200)).body.map((each: { id: string }) => each.id);
    await client.agent.post('/api/notifications/mark-read').send({ ids: unread }).expect(200);

    await poll(client, '/api/notifications', clientTag).expect(200);
    await poll(teamMember, '/api/notifications', memberTag).expect(304);
  });
});

describe('GET /api/webhook-requests', () => {
  it('fetches again once a webhook request arrives', async () => {
    const { firm, api } = world;
    const token = (await firm.owner.agent.get('/api/organizations/webhook-token')).body.webhookConfig.webhookToken as string;
    const tag = await tagOf(firm.owner, '/api/webhook-requests');
    await poll(firm.owner, '/api/webhook-requests', tag).expect(304);
    await api.agent().post('/api/webhooks/incoming').send({ type: 'client_request', content: 'Intake form', token }).expect(201);
    const changed = await poll(firm.owner, '/api/webhook-requests', tag).expect(200);
    expect(changed.body.requests[0]).toMatchObject({ content: 'Intake form' });
  });
});

describe('GET /api/metrics/dashboard', () => {
  it('stays 304 as time passes and changes when a task is marked done (outstanding tasks are the ones not done)', async () => {
    const { firm, client } = world;
    const project = await createProject(firm, client);
    const task = await firm.owner.agent.post(`/api/projects/${project.id}/timelines`).send({ name: 'File', startDate: '2020-01-01', endDate: '2020-01-02' }).expect(201);
    const tag = await tagOf(firm.owner, '/api/metrics/dashboard');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    await poll(firm.owner, '/api/metrics/dashboard', tag).expect(304);
    jest.restoreAllMocks();

    await firm.owner.agent.patch(`/api/projects/${project.id}/tasks/${task.body.id}`).send({ status: 'done' }).expect(200);
    await poll(firm.owner, '/api/metrics/dashboard', tag).expect(200);
  });

  it('gives each date range a tag of its own', async () => {
    const { firm } = world;
    const tag = await tagOf(firm.owner, '/api/metrics/dashboard?startDate=2020-01-01');
    await poll(firm.owner, '/api/metrics/dashboard?startDate=2021-01-01', tag).expect(200);
  });
});
