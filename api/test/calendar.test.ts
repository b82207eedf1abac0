// Each person's private calendar address: their deadlines as an iCalendar file any calendar app subscribes to,
// fetched with no session (the token is its only authority), and replaced on request.
import { addMilestone, createProject, useTwoFirms, type Member } from './fixtures';

const world = useTwoFirms();

async function addressOf(member: Pick<Member, 'agent'>): Promise<string> {
  const { url } = (await member.agent.get('/api/user/calendar').expect(200)).body as { url: string };
  expect(url).toMatch(/\/api\/calendar\/[0-9a-f]{48}\.ics$/);
  return new URL(url).pathname;
}

const fetchCalendar = (path: string) => world.api.agent().get(path);

describe('calendar addresses', () => {
  it("gives a client their open milestones and the documents they owe, and a team member their milestones and tasks", async () => {
    const project = await createProject(world.firm, world.client, { name: 'Calendar project', assigneeIds: [world.teamMember.id] });
    await addMilestone(world.firm.owner.agent, project.id, { name: 'Filing', dueDate: '2030-04-15' });
    const done = await addMilestone(world.firm.owner.agent, project.id, { name: 'Kick-off', dueDate: '2030-01-10' });
    for (const status of ['in_progress', 'completed']) await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${done.id}`).send({ status }).expect(200);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'W-2', dueDate: '2030-03-01' }, { name: 'No date' }] }).expect(201);
    await world.firm.owner.agent
      .post(`/api/projects/${project.id}/timelines`)
      .send({ name: 'Prepare the return', startDate: '2030-03-02', endDate: '2030-03-20', assigneeId: world.teamMember.id })
      .expect(201);

    const clientCalendar = await fetchCalendar(await addressOf(world.client)).expect(200);
    expect(clientCalendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const clientText = clientCalendar.text.replace(/\r\n /g, '');
    expect(clientText).toContain('SUMMARY:Filing · Calendar project');
    expect(clientText).toContain('DTSTART;VALUE=DATE:20300415');
    expect(clientText).toContain('SUMMARY:Upload W-2 · Calendar project');
    expect(clientText).not.toContain('Kick-off');
    expect(clientText).not.toContain('No date');
    expect(clientText).not.toContain('Prepare the return');

    const staffText = (await fetchCalendar(await addressOf(world.teamMember)).expect(200)).text.replace(/\r\n /g, '');
    expect(staffText).toContain('SUMMARY:Filing · Calendar project');
    expect(staffText).toContain('SUMMARY:Prepare the return · Calendar project');
    expect(staffText).toContain('DTSTART;VALUE=DATE:20300320');
    expect(staffText).not.toContain('Upload W-2');
  });

  it('keeps one address until a new one is asked for, which ends the old', async () => {
    const first = await addressOf(world.client);
    expect(await addressOf(world.client)).toBe(first);
    const renewed = (await world.client.agent.post('/api/user/calendar/new').expect(200)).body;
    expect(renewed.message).toBe('Your calendar has a new address; the old one no longer works');
    expect((await fetchCalendar(first).expect(404)).body.message).toBe('This calendar address is not valid: copy the current one from Notification settings');
    await fetchCalendar(new URL(renewed.url).pathname).expect(200);
    await fetchCalendar('/api/calendar/not-a-token.ics').expect(404);
  });
});
