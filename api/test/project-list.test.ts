import { addMilestone, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

const LIST_FIELDS = ['id', 'name', 'description', 'startDate', 'endDate', 'status', 'clientId', 'client', 'completedMilestones', 'totalMilestones', 'performance', 'archivedAt', 'createdAt', 'updatedAt'];

async function listed(agent: Member['agent'], projectId: string) {
  const list = await agent.get('/api/projects').expect(200);
  return list.body.find((project: { id: string }) => project.id === projectId);
}

describe('GET /api/projects: what the list screens need, without the milestones themselves', () => {
  it('carries the fields of the list screens, with assigneeIds for staff only', async () => {
    const project = await createProject(world.firm, world.client);
    const forStaff = await listed(world.firm.owner.agent, project.id);
    expect(Object.keys(forStaff).sort()).toEqual([...LIST_FIELDS, 'assigneeIds'].sort());
    expect(forStaff).toMatchObject({ client: { displayName: 'Carla Client' }, completedMilestones: 0, totalMilestones: 0, performance: null });
    expect(Object.keys(await listed(world.client.agent, project.id)).sort()).toEqual([...LIST_FIELDS].sort());
  });

  it('keeps the milestone counts in step with every milestone change, as the detail shows them', async () => {
    const project = await createProject(world.firm, world.client);
    const first = await addMilestone(world.firm.owner.agent, project.id);
    await addMilestone(world.firm.owner.agent, project.id, { name: 'File the return' });
    expect(await listed(world.firm.owner.agent, project.id)).toMatchObject({ completedMilestones: 0, totalMilestones: 2 });

    for (const status of ['in_progress', 'completed']) {
      await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${first.id}`).send({ status }).expect(200);
    }
    expect(await listed(world.client.agent, project.id)).toMatchObject({ completedMilestones: 1, totalMilestones: 2 });
    const detail = (await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200)).body;
    expect(detail).toMatchObject({ completedMilestones: 1, totalMilestones: 2 });
    expect(detail.milestones.map((milestone: { status: string }) => milestone.status)).toEqual(['completed', 'pending']);

    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    expect(await listed(world.firm.owner.agent, project.id)).toMatchObject({
      status: 'completed',
      completedMilestones: 2,
      totalMilestones: 2,
      performance: { score: expect.any(Number) },
    });
  });
});
