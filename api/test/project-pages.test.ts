import type { ProjectPage, ProjectSummary } from '@clientline/contracts';
import { createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();
const PROJECT_COUNT = 60;
/** Every project of the firm, newest first, as the full list answers it. */
let all: ProjectSummary[];
let completedIds: string[];

beforeAll(async () => {
  // One at a time, so createdAt follows the order (several may share a millisecond: the id breaks ties).
  for (let index = 1; index <= PROJECT_COUNT; index += 1) {
    const client = index % 3 === 0 ? world.otherClient : world.client;
    const name = index === 7 ? 'Tax return (Q1) [draft]' : `Project ${String(index).padStart(2, '0')}`;
    await createProject(world.firm, client, { name });
  }
  all = (await world.firm.owner.agent.get('/api/projects').expect(200)).body;
  completedIds = all.slice(10, 13).map((project) => project.id);
  for (const id of completedIds) await world.firm.owner.agent.post(`/api/projects/${id}/complete`).expect(200);
}, 60_000);

async function page(agent: Member['agent'], query: Record<string, string>): Promise<ProjectPage> {
  return (await agent.get('/api/projects').query(query).expect(200)).body;
}

/** Every page from the first, following nextCursor; the ids in the order given. */
async function everyPage(agent: Member['agent'], query: Record<string, string>): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const answer: ProjectPage = await page(agent, cursor ? { ...query, cursor } : query);
    ids.push(...answer.projects.map((project) => project.id));
    sizes.push(answer.projects.length);
    cursor = answer.nextCursor;
  } while (cursor);
  return { ids, sizes };
}

const namesOf = (answer: ProjectPage) => answer.projects.map((project) => project.name);

describe('GET /api/projects in pages', () => {
  it('still answers the full array without paging parameters (unknown ones are ignored)', async () => {
    expect(all).toHaveLength(PROJECT_COUNT);
    expect(all[0]!.name).toBe('Project 60');
    const withUnknown = await world.firm.owner.agent.get('/api/projects?_=123').expect(200);
    expect(withUnknown.body.map((project: ProjectSummary) => project.id)).toEqual(all.map((project) => project.id));
  });

  it('pages through 60 projects 25 at a time: each exactly once, newest first, nextCursor null at the end', async () => {
    const { ids, sizes } = await everyPage(world.firm.owner.agent, { limit: '25' });
    expect(sizes).toEqual([25, 25, 10]);
    expect(ids).toEqual(all.map((project) => project.id));
  });

  it('gives each page the fields of the full list', async () => {
    const first = await page(world.firm.owner.agent, { limit: '1' });
    expect(first.projects).toEqual([all[0]]);
  });

  it('is not shifted by projects created between two pages', async () => {
    const first = await page(world.firm.owner.agent, { limit: '25', search: 'Project' });
    await createProject(world.firm, world.client, { name: 'Project created meanwhile' });
    const second = await page(world.firm.owner.agent, { limit: '25', search: 'Project', cursor: first.nextCursor! });
    const expected = all.filter((project) => project.name.startsWith('Project')).slice(25, 50);
    expect(second.projects.map((project) => project.id)).toEqual(expected.map((project) => project.id));
  });

  it('searches project names, case-insensitive, taking the text literally', async () => {
    expect(namesOf(await page(world.firm.owner.agent, { search: 'project 5' }))).toEqual(
      ['59', '58', '57', '56', '55', '54', '53', '52', '51', '50'].map((number) => `Project ${number}`),
    );
    expect(namesOf(await page(world.firm.owner.agent, { search: '(q1) [' }))).toEqual(['Tax return (Q1) [draft]']);
    expect(namesOf(await page(world.firm.owner.agent, { search: '.*' }))).toEqual([]);
  });

  it("searches the client's display name", async () => {
    const { ids } = await everyPage(world.firm.owner.agent, { search: 'oscar', limit: '7' });
    expect(ids).toEqual(all.filter((project) => project.client.displayName === 'Oscar Other').map((project) => project.id));
    expect(ids).toHaveLength(20);
  });

  it('filters by status and by client', async () => {
    const completed = await page(world.firm.owner.agent, { status: 'completed' });
    expect(completed.projects.map((project) => project.id)).toEqual(completedIds);
    expect(completed.nextCursor).toBeNull();
    expect((await page(world.firm.owner.agent, { status: 'waiting_assignment' })).projects).toEqual([]);

    const { ids } = await everyPage(world.firm.owner.agent, { clientId: world.otherClient.id, status: 'active', limit: '100' });
    expect(ids).toEqual(all.filter((project) => project.clientId === world.otherClient.id && !completedIds.includes(project.id)).map((project) => project.id));
  });

  it('shows a client only their own projects, whatever they search or ask for', async () => {
    const own: ProjectSummary[] = (await world.client.agent.get('/api/projects').expect(200)).body;
    expect(own.every((project) => project.clientId === world.client.id)).toBe(true);
    const { ids } = await everyPage(world.client.agent, { limit: '10' });
    expect(ids).toEqual(own.map((project) => project.id));
    expect((await page(world.client.agent, { search: 'Oscar' })).projects).toEqual([]);
    expect((await page(world.client.agent, { clientId: world.otherClient.id })).projects).toEqual([]);
  });

  it("filters to the projects the caller is assigned to with assignedTo=me, page after page", async () => {
    const theirs = [all[2]!.id, all[40]!.id];
    for (const id of theirs) {
      await world.firm.owner.agent.put(`/api/projects/${id}/assignees`).send({ assigneeIds: [world.firm.owner.id, world.teamMember.id] }).expect(200);
    }
    expect(await everyPage(world.teamMember.agent, { assignedTo: 'me', limit: '1' })).toEqual({ ids: theirs, sizes: [1, 1] });
    // The owner created every project, and a project's creator is assigned to it.
    const everyProject: ProjectSummary[] = (await world.firm.owner.agent.get('/api/projects').expect(200)).body;
    expect((await everyPage(world.firm.owner.agent, { assignedTo: 'me', limit: '100' })).ids).toEqual(everyProject.map((project) => project.id));
  });

  it('shows another firm nothing of ours through our cursor', async () => {
    const first = await page(world.firm.owner.agent, { limit: '5' });
    const theirs = await page(world.otherFirm.owner.agent, { limit: '5', cursor: first.nextCursor! });
    expect(theirs).toEqual({ projects: [], nextCursor: null });
  });

  it.each([
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: 'all' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ cursor: 'bm90IGEgY3Vyc29y' }, 'cursor', 'cursor must be the nextCursor of a previous page: start again from the first page'],
    [{ cursor: '{"$gt":""}' }, 'cursor', 'cursor must be the nextCursor of a previous page: start again from the first page'],
    [{ status: 'finished' }, 'status', 'status must be one of active, completed, waiting_assignment, other'],
    [{ clientId: 'nobody' }, 'clientId', 'clientId must be the id of one client'],
    [{ assignedTo: 'theo' }, 'assignedTo', "assignedTo must be 'me' (the projects you are assigned to)"],
  ])('refuses %j with a 400 that names the parameter', async (query, field, message) => {
    const response = await world.firm.owner.agent.get('/api/projects').query(query).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
  });

  it('refuses a parameter given twice', async () => {
    const response = await world.firm.owner.agent.get('/api/projects?limit=5&limit=10').expect(400);
    expect(response.body.errors).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
  });

  it('validates each page with its own ETag', async () => {
    const first = await world.firm.owner.agent.get('/api/projects?limit=5').expect(200);
    const second = await world.firm.owner.agent.get(`/api/projects?limit=5&cursor=${first.body.nextCursor}`).expect(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    await world.firm.owner.agent.get('/api/projects?limit=5').set('If-None-Match', first.headers.etag).expect(304);
    await world.firm.owner.agent.get(`/api/projects?limit=5&cursor=${first.body.nextCursor}`).set('If-None-Match', first.headers.etag).expect(200);
  });
});
