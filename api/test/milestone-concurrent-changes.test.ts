import { addMilestone, createProject, useTwoFirms } from './fixtures';

const world = useTwoFirms();

// A status change writes only its own milestone, so changes to several milestones at once never
// make each other retry or fail.
it('keeps every one of many simultaneous changes to different milestones of one project', async () => {
  const project = await createProject(world.firm, world.client);
  const milestones = [];
  for (let i = 0; i < 12; i++) milestones.push(await addMilestone(world.firm.owner.agent, project.id, { name: `Step ${i}` }));
  const setStatus = (milestoneId: string, status: string) =>
    world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${milestoneId}`).send({ status });
  for (const milestone of milestones.filter((_, i) => i % 2)) await setStatus(milestone.id, 'in_progress').expect(200);

  const responses = await Promise.all(
    milestones.map((milestone, i) => setStatus(milestone.id, i % 2 ? 'completed' : 'in_progress')),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));

  const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
  expect(read.body.milestones.map((milestone: { status: string }) => milestone.status)).toEqual(milestones.map((_, i) => (i % 2 ? 'completed' : 'in_progress')));
  const listed = (await world.firm.owner.agent.get('/api/projects').expect(200)).body.find((summary: { id: string }) => summary.id === project.id);
  expect(listed).toMatchObject({ completedMilestones: 6, totalMilestones: 12 });
});
