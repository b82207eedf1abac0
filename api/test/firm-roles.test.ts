// The firm names roles (preparer, reviewer), says who fills each for a client, and a template's projects are
// assigned to whoever fills its roles for each client, or to whoever makes them when nobody does.
import type { ClientRoleHolder, FirmRole, ProjectTemplate } from '@clientline/contracts';
import { runDueJobs } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { Project } from '../src/projects/model';
import { addAdmin, useTwoFirms } from './fixtures';

const world = useTwoFirms();
const owner = () => world.firm.owner.agent;

async function addRole(name: string): Promise<FirmRole> {
  return (await owner().post('/api/firm-roles').send({ name }).expect(201)).body;
}

const holdersOf = async (clientId: string): Promise<Record<string, string | null>> =>
  Object.fromEntries(((await owner().get(`/api/clients/${clientId}/roles`).expect(200)).body as ClientRoleHolder[]).map((holder) => [holder.roleName, holder.userName]));

describe('the firm’s roles', () => {
  it('are named once whatever their case, renamed, and read by the whole team but changed only by those who run the firm', async () => {
    const preparer = await addRole('Preparer');
    const taken = await owner().post('/api/firm-roles').send({ name: 'preparer' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: 'A role is already named "preparer": choose another name' });
    expect((await owner().post('/api/firm-roles').send({ name: '  ' })).body.errors).toEqual({ name: 'Name the role' });
    expect((await owner().patch(`/api/firm-roles/${preparer.id}`).send({ name: 'Tax preparer' }).expect(200)).body).toEqual({ id: preparer.id, name: 'Tax preparer' });

    const seen = (await world.teamMember.agent.get('/api/firm-roles').expect(200)).body as FirmRole[];
    expect(seen.map((role) => role.name)).toContain('Tax preparer');
    expect((await world.teamMember.agent.post('/api/firm-roles').send({ name: 'Reviewer' })).status).toBe(403);
    expect((await world.otherFirm.owner.agent.get('/api/firm-roles').expect(200)).body).toEqual([]);
    expect((await world.otherFirm.owner.agent.patch(`/api/firm-roles/${preparer.id}`).send({ name: 'Mine' })).status).toBe(404);
  });

  it('are filled per client by someone of the team, and a template’s projects go to them', async () => {
    const bookkeeper = await addRole('Bookkeeper');
    const reviewer = await addRole('Second reviewer');
    const carla = world.client.id;
    await owner().put(`/api/clients/${carla}/roles/${bookkeeper.id}`).send({ userId: world.teamMember.id }).expect(200);
    const set = await owner().put(`/api/clients/${carla}/roles/${reviewer.id}`).send({ userId: world.firm.owner.id }).expect(200);
    expect((set.body as ClientRoleHolder[]).find((holder) => holder.roleId === reviewer.id)).toMatchObject({ roleName: 'Second reviewer', userId: world.firm.owner.id });
    expect(await holdersOf(carla)).toMatchObject({ Bookkeeper: expect.any(String), 'Second reviewer': expect.any(String) });

    // Only the team fills a role; a client person, or someone of another firm, does not.
    const notStaff = await owner().put(`/api/clients/${carla}/roles/${bookkeeper.id}`).send({ userId: world.otherClient.id });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.errors).toEqual({ userId: 'Choose someone of your firm’s team' });
    expect((await owner().put(`/api/clients/${carla}/roles/${bookkeeper.id}`).send({ userId: world.otherFirm.owner.id })).status).toBe(400);
    expect((await world.otherFirm.owner.agent.put(`/api/clients/${carla}/roles/${bookkeeper.id}`).send({ userId: null })).status).toBe(404);

    const template: ProjectTemplate = (
      await owner()
        .post('/api/templates')
        .send({ name: 'Monthly books by role', cadence: 'monthly', projectName: '{month} {year} books', durationDays: 20, assigneeRoleIds: [bookkeeper.id, reviewer.id] })
        .expect(201)
    ).body;
    expect(template.assigneeRoleIds).toEqual([bookkeeper.id, reviewer.id]);
    const batch = await owner().post('/api/template-batches').send({ templateId: template.id, period: '2026-01', startDate: '2026-02-01', clientIds: [carla, world.otherClient.id] }).expect(202);
    await runDueJobs({ logger });
    const projects = await Project.find({ organizationId: world.firm.organizationId, 'origin.batchId': batch.body.id }).lean();
    const assignees = Object.fromEntries(projects.map((project) => [project.clientId.toString(), project.assigneeIds.map(String)]));
    expect(assignees).toEqual({ [carla]: [world.teamMember.id, world.firm.owner.id], [world.otherClient.id]: [world.firm.owner.id] });
    // The bookkeeper sees the project they were assigned.
    const theirs = (await world.teamMember.agent.get('/api/projects').expect(200)).body as Array<{ id: string }>;
    expect(theirs.map((project) => project.id)).toContain(projects.find((project) => project.clientId.toString() === carla)!._id.toString());

    // A role nobody fills any more falls back to whoever makes the project (an admin here); a deleted role is passed over.
    const admin = await addAdmin(world.api, world.firm, { displayName: 'Ada Maker' });
    const madeBy = async (period: string, startDate: string) => {
      const next = await admin.agent.post('/api/template-batches').send({ templateId: template.id, period, startDate, clientIds: [carla] }).expect(202);
      await runDueJobs({ logger });
      const [made] = await Project.find({ organizationId: world.firm.organizationId, 'origin.batchId': next.body.id }).lean();
      return made!.assigneeIds.map(String);
    };
    await owner().put(`/api/clients/${carla}/roles/${reviewer.id}`).send({ userId: null }).expect(200);
    expect(await holdersOf(carla)).toEqual(expect.objectContaining({ 'Second reviewer': null }));
    expect(await madeBy('2026-02', '2026-03-01')).toEqual([world.teamMember.id, admin.id]);
    await owner().delete(`/api/firm-roles/${bookkeeper.id}`).expect(200);
    expect(await holdersOf(carla)).not.toHaveProperty('Bookkeeper');
    expect(await madeBy('2026-03', '2026-04-01')).toEqual([admin.id]);
  });

  it('in a template must be the firm’s own', async () => {
    const theirs = (await world.otherFirm.owner.agent.post('/api/firm-roles').send({ name: 'Partner' }).expect(201)).body as FirmRole;
    const refused = await owner().post('/api/templates').send({ name: 'Borrowed roles', cadence: 'yearly', projectName: '{year} return', durationDays: 30, assigneeRoleIds: [theirs.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ assigneeRoleIds: 'Some of the chosen roles are not your firm’s any more: reload the page and choose again' });
  });
});
