import { createProject, useTwoFirms } from './fixtures';

const world = useTwoFirms();
let projectId: string;
beforeAll(async () => {
  projectId = (await createProject(world.firm, world.client)).id;
});

describe('ids and query strings that are not what they claim', () => {
  it('answers 404 for ids in the path that are not ids', async () => {
    for (const id of ['%24ne', 'null', '0'.repeat(25), '{"$gt":""}']) {
      const encoded = encodeURIComponent(id);
      await world.firm.owner.agent.get(`/api/projects/${encoded}`).expect(404, { message: 'Project not found' });
      await world.firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${encoded}`).send({ status: 'in_progress' }).expect(404);
      await world.firm.owner.agent.get(`/api/projects/${encoded}/messages`).expect(404, { message: 'Project not found' });
      await world.firm.owner.agent.post(`/api/projects/${encoded}/timelines`).send({}).expect(404, { message: 'Project not found' });
      await world.firm.owner.agent.delete(`/api/projects/${projectId}/milestones/${encoded}`).expect(404, { message: 'Milestone not found' });
      await world.firm.owner.agent.patch(`/api/projects/${projectId}/tasks/${encoded}`).send({ status: 'done' }).expect(404, { message: 'Task not found' });
      await world.firm.owner.agent.delete(`/api/projects/${projectId}/messages/${encoded}`).expect(404, { message: 'Message not found' });
      await world.firm.owner.agent.post(`/api/timelines/${encoded}/share`).send({}).expect(404, { message: 'Timeline not found' });
      await world.firm.owner.agent.delete(`/api/timelines/${encoded}/share`).expect(404, { message: 'Timeline not found' });
      await world.api.agent().get(`/api/timelines/shared/${encoded}`).expect(404);
    }
  });

  it('ignores operators in the dashboard query string', async () => {
    const response = await world.firm.owner.agent.get('/api/metrics/dashboard?startDate[$gt]=&endDate[$ne]=x').expect(200);
    expect(response.body.activeProjects).toBe(1);
  });
});
