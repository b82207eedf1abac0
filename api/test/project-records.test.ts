import type { Project } from '@clientline/contracts';
import { setClock } from '../src/clock/clock';
import { addMilestone, closeSockets, createProject, eventOn, inviteClient, openSocket, useClientProjects, useTwoFirms } from './fixtures';

/** Correcting a project's record: edit, reopen, archive, restore, delete. */
const world = useTwoFirms();
const projects = useClientProjects(world);
afterEach(closeSockets);
afterEach(() => setClock());

async function listedIds(): Promise<string[]> {
  return ((await world.firm.owner.agent.get('/api/projects').expect(200)).body as Project[]).map((project) => project.id);
}

describe('PATCH /api/projects/{id}: name and description', () => {
  it('renames and describes again, for the assigned team member too, and pushes project_changed', async () => {
    const socket = await openSocket(world.api, world.client);
    const pushed = eventOn(socket, 'project_changed');
    const response = await world.teamMember.agent
      .patch(`/api/projects/${projects.ofClient}`)
      .send({ name: ' Tax return 2025 (amended) ', description: 'With the late receipts' })
      .expect(200);
    expect(response.body).toMatchObject({ name: 'Tax return 2025 (amended)', description: 'With the late receipts', startDate: '2020-01-01T00:00:00.000Z' });
    expect(await pushed).toEqual({ projectId: projects.ofClient, change: 'updated' });
  });

  it('changes name, description and dates in one call, and keeps the dates-only body working', async () => {
    const project = await createProject(world.firm, world.client);
    const all = await world.firm.owner.agent
      .patch(`/api/projects/${project.id}`)
      .send({ name: 'Renamed', description: '', startDate: '2030-01-01', endDate: '2030-02-01' })
      .expect(200);
    expect(all.body).toMatchObject({ name: 'Renamed', description: '', startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' });
    const dates = await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2030-01-05' }).expect(200);
    expect(dates.body).toMatchObject({ name: 'Renamed', startDate: '2030-01-05T00:00:00.000Z', endDate: null });
  });

  it('answers the form\'s messages', async () => {
    const empty = await world.firm.owner.agent.patch(`/api/projects/${projects.ofClient}`).send({ name: '  ' }).expect(400);
    expect(empty.body.errors).toEqual({ name: 'Project name is required' });
    const nothing = await world.firm.owner.agent.patch(`/api/projects/${projects.ofClient}`).send({}).expect(400);
    expect(nothing.body.errors).toEqual({ startDate: 'Start date is required' });
    const endOnly = await world.firm.owner.agent.patch(`/api/projects/${projects.ofClient}`).send({ name: 'X', endDate: '2030-01-01' }).expect(400);
    expect(endOnly.body.errors).toEqual({ startDate: 'Start date is required' });
    const backwards = await world.firm.owner.agent
      .patch(`/api/projects/${projects.ofClient}`)
      .send({ name: 'X', startDate: '2030-02-01', endDate: '2030-01-01' })
      .expect(400);
    expect(backwards.body.errors).toEqual({ endDate: 'End date cannot be earlier than start date' });
  });

  it('renames a completed project, whose dates stay final', async () => {
    const project = await createProject(world.firm, world.client, { startDate: '2020-01-01', endDate: '2020-03-01' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await world.firm.owner.agent
      .patch(`/api/projects/${project.id}`)
      .send({ name: 'Done right', startDate: '2020-01-01', endDate: '2020-03-01' })
      .expect(200);
    await world.firm.owner.agent
      .patch(`/api/projects/${project.id}`)
      .send({ name: 'Done right', startDate: '2020-01-02', endDate: '2020-03-01' })
      .expect(409, { message: 'This project is completed: its dates cannot change' });
  });
});

describe('POST /api/projects/{id}/reopen', () => {
  it('takes a completed project back to active and clears its score, computed again at the next completion', async () => {
    const project = await createProject(world.firm, world.client);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    const socket = await openSocket(world.api, world.firm.owner);
    const pushed = eventOn(socket, 'project_changed');
    const reopened = await world.firm.owner.agent.post(`/api/projects/${project.id}/reopen`).expect(200);
    expect(reopened.body).toMatchObject({ status: 'active', performance: null });
    expect(await pushed).toEqual({ projectId: project.id, change: 'updated' });

    await world.firm.owner.agent.post(`/api/projects/${project.id}/reopen`).expect(409, { message: 'Only a completed project can be reopened' });
    const again = await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    expect(again.body.project).toMatchObject({ status: 'completed', performance: { score: expect.any(Number) } });
  });

  it('is for the owner and admins, not an assigned team member', async () => {
    await world.teamMember.agent.post(`/api/projects/${projects.ofClient}/reopen`).expect(403);
  });
});

describe('archiving and restoring a project', () => {
  it('leaves every list, count and figure until restored; a filter still finds it', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Archive me', assigneeIds: [world.teamMember.id] });
    const before = (await world.firm.owner.agent.get('/api/metrics/dashboard').expect(200)).body;
    const membersBefore = (await world.firm.owner.agent.get('/api/team/members').expect(200)).body;

    // Archived "when" is the one clock's time, which tests (and reminders' stop rules) read.
    const archivedAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * 60_000);
    setClock(() => archivedAt);
    const archived = await world.firm.owner.agent.post(`/api/projects/${project.id}/archive`).expect(200);
    setClock();
    expect(archived.body.archivedAt).toBe(archivedAt.toISOString());
    expect(await listedIds()).not.toContain(project.id);
    const page = await world.firm.owner.agent.get('/api/projects?limit=100').expect(200);
    expect(page.body.projects.map((item: Project) => item.id)).not.toContain(project.id);
    const archivedPage = await world.firm.owner.agent.get('/api/projects?archived=true').expect(200);
    expect(archivedPage.body.projects.map((item: Project) => item.id)).toContain(project.id);
    await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(((await world.client.agent.get('/api/projects').expect(200)).body as Project[]).map((item) => item.id)).not.toContain(project.id);

    const after = (await world.firm.owner.agent.get('/api/metrics/dashboard').expect(200)).body;
    expect(after.activeProjects).toBe(before.activeProjects - 1);
    const membersAfter = (await world.firm.owner.agent.get('/api/team/members').expect(200)).body as Array<{ id: string; projectsCount: number }>;
    const countOf = (members: Array<{ id: string; projectsCount: number }>) => members.find((member) => member.id === world.teamMember.id)!.projectsCount;
    expect(countOf(membersAfter)).toBe(countOf(membersBefore) - 1);

    await world.firm.owner.agent.post(`/api/projects/${project.id}/archive`).expect(409, { message: 'This project is already archived' });
    const restored = await world.firm.owner.agent.post(`/api/projects/${project.id}/restore`).expect(200);
    expect(restored.body.archivedAt).toBeNull();
    expect(await listedIds()).toContain(project.id);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/restore`).expect(409, { message: 'This project is not archived' });
  });

  it('refuses a bad archived filter', async () => {
    const response = await world.firm.owner.agent.get('/api/projects?archived=yes').expect(400);
    expect(response.body.errors).toEqual({ archived: "archived must be 'true' (the archived projects)" });
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes an empty project and pushes project_changed deleted', async () => {
    const project = await createProject(world.firm, world.client, { name: 'Typo project' });
    const socket = await openSocket(world.api, world.firm.owner);
    const pushed = eventOn(socket, 'project_changed');
    await world.firm.owner.agent.delete(`/api/projects/${project.id}`).expect(200, { ok: true, message: 'Project "Typo project" deleted' });
    expect(await pushed).toEqual({ projectId: project.id, change: 'deleted' });
    await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(404);
  });

  it('refuses a project with milestones or messages', async () => {
    const withMilestone = await createProject(world.firm, world.client);
    await addMilestone(world.firm.owner.agent, withMilestone.id);
    const withMessage = await createProject(world.firm, world.client);
    await world.client.agent.post(`/api/projects/${withMessage.id}/messages`).send({ content: 'Hello' }).expect(201);
    const message =
      'Only an empty project can be deleted: this one has milestones, tasks, messages or documents. Archive it instead to take it off the lists.';
    await world.firm.owner.agent.delete(`/api/projects/${withMilestone.id}`).expect(409, { message });
    await world.firm.owner.agent.delete(`/api/projects/${withMessage.id}`).expect(409, { message });
  });

  it('is for the owner and admins; another firm gets 404', async () => {
    const project = await createProject(world.firm, await inviteClient(world.firm));
    await world.teamMember.agent.delete(`/api/projects/${project.id}`).expect(403);
    await world.otherFirm.owner.agent.delete(`/api/projects/${project.id}`).expect(404);
  });
});
