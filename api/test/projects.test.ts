import { addClient, addMilestone, createFirm, createProject, joinFirm, useTwoFirms } from './fixtures';
import { uniqueEmail } from './test-api';

const world = useTwoFirms();

const ids = (projects: Array<{ id: string }>) => projects.map((project) => project.id);

describe('POST /api/projects', () => {
  it('creates a project for an existing client, with the creator assigned', async () => {
    const response = await world.firm.owner.agent
      .post('/api/projects')
      .send({ name: ' Tax return 2030 ', description: 'Personal', startDate: '2030-01-15', endDate: '2030-04-15', clientId: world.client.id })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Tax return 2030',
      description: 'Personal',
      startDate: '2030-01-15T00:00:00.000Z',
      endDate: '2030-04-15T00:00:00.000Z',
      status: 'active',
      clientId: world.client.id,
      client: { displayName: 'Carla Client' },
      completedMilestones: 0,
      totalMilestones: 0,
      milestones: [],
      performance: null,
      assigneeIds: [world.firm.owner.id],
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('creates a new client in the same call and returns its login details once', async () => {
    const email = uniqueEmail('fresh');
    const response = await world.firm.owner.agent
      .post('/api/projects')
      .send({ name: 'Incorporation', startDate: '2030-02-01', newClient: { name: 'Fiona Fresh', email } })
      .expect(201);
    expect(response.body.client).toEqual({ displayName: 'Fiona Fresh' });
    expect(response.body.endDate).toBeNull();
    expect(response.body.newClient).toMatchObject({ id: response.body.clientId, username: email, displayName: 'Fiona Fresh' });

    const newClient = world.api.agent();
    await newClient.post('/api/login').send({ username: email, password: response.body.newClient.temporaryPassword }).expect(200);
    await newClient.post('/api/change-password').send({ currentPassword: response.body.newClient.temporaryPassword, newPassword: 'own passphrase' }).expect(200);
    const own = await newClient.get('/api/projects').expect(200);
    expect(ids(own.body)).toEqual([response.body.id]);
    expect(own.body[0]).not.toHaveProperty('assigneeIds');
  });

  it.each([
    [{ startDate: '2030-01-01', clientId: 'CLIENT' }, { name: 'Project name is required' }],
    [{ name: 'P', clientId: 'CLIENT' }, { startDate: 'Start date is required' }],
    [{ name: 'P', startDate: '2030-01-01' }, { clientId: 'Client selection is required' }],
    [{ name: 'P', startDate: '2030-01-01', clientId: '' }, { clientId: 'Client selection is required' }],
    [{ name: 'P', startDate: '2030-01-01', newClient: { email: 'x@example.com' } }, { 'newClient.name': 'Client name is required' }],
    [{ name: 'P', startDate: '2030-01-01', newClient: { name: 'X' } }, { 'newClient.email': 'Client email is required' }],
    [{ name: 'P', startDate: '2030-01-01', newClient: { name: 'X', email: 'nope' } }, { 'newClient.email': 'Invalid email address' }],
    [{ name: 'P', startDate: '2030-02-01', endDate: '2030-01-01', clientId: 'CLIENT' }, { endDate: 'End date cannot be earlier than start date' }],
  ])('refuses %j with the spec message', async (body, errors) => {
    const payload = JSON.parse(JSON.stringify(body).replace('CLIENT', world.client.id));
    const response = await world.firm.owner.agent.post('/api/projects').send(payload).expect(400);
    expect(response.body.errors).toMatchObject(errors);
  });

  it("refuses another firm's client and an email that already has an account", async () => {
    const foreign = await world.otherFirm.owner.agent
      .post('/api/projects')
      .send({ name: 'Steal', startDate: '2030-01-01', clientId: world.client.id })
      .expect(400);
    expect(foreign.body).toEqual({ message: 'Client not found', errors: { clientId: 'Client not found' } });

    const taken = await world.firm.owner.agent
      .post('/api/projects')
      .send({ name: 'Dup', startDate: '2030-01-01', newClient: { name: 'Dup', email: world.client.username } })
      .expect(409);
    expect(taken.body.errors).toEqual({ 'newClient.email': 'An account with this email already exists' });
  });

  it('is for the organization account only', async () => {
    const body = { name: 'P', startDate: '2030-01-01', clientId: world.client.id };
    await world.api.agent().post('/api/projects').send(body).expect(401);
    await world.teamMember.agent.post('/api/projects').send(body).expect(403);
    await world.client.agent.post('/api/projects').send(body).expect(403);
    await world.pendingMember.agent.post('/api/projects').send(body).expect(403);
  });
});

describe('GET /api/projects and /api/projects/:id', () => {
  let mine: { id: string };
  let theirs: { id: string };
  let foreign: { id: string };
  beforeAll(async () => {
    mine = await createProject(world.firm, world.client, { name: 'Mine' });
    theirs = await createProject(world.firm, world.otherClient, { name: 'Theirs' });
    foreign = await createProject(world.otherFirm, await addClient(world.api, world.otherFirm), { name: 'Foreign' });
  });

  it('lists the whole firm for its staff, newest first, and only their own projects for a client', async () => {
    const owner = await world.firm.owner.agent.get('/api/projects').expect(200);
    expect(ids(owner.body).slice(0, 2)).toEqual([theirs.id, mine.id]);
    expect(ids(owner.body)).not.toContain(foreign.id);
    const staff = await world.teamMember.agent.get('/api/projects').expect(200);
    expect(ids(staff.body)).toEqual(ids(owner.body));

    const own = await world.client.agent.get('/api/projects').expect(200);
    expect(ids(own.body)).toContain(mine.id);
    expect(ids(own.body)).not.toContain(theirs.id);
    expect(own.body.every((project: { clientId: string }) => project.clientId === world.client.id)).toBe(true);

    const other = await world.otherFirm.owner.agent.get('/api/projects').expect(200);
    expect(ids(other.body)).toEqual([foreign.id]);
  });

  it('refuses the list to a pending member and to anonymous callers', async () => {
    await world.pendingMember.agent.get('/api/projects').expect(403, { message: 'Your account is waiting for approval by an organization' });
    await world.api.agent().get('/api/projects').expect(401);
  });

  it('gets a project for its firm and its client', async () => {
    const owner = await world.firm.owner.agent.get(`/api/projects/${mine.id}`).expect(200);
    expect(owner.body).toMatchObject({ id: mine.id, name: 'Mine', client: { displayName: 'Carla Client' } });
    await world.teamMember.agent.get(`/api/projects/${mine.id}`).expect(200);
    const own = await world.client.agent.get(`/api/projects/${mine.id}`).expect(200);
    expect(own.body).not.toHaveProperty('assigneeIds');
  });

  it('answers the spec messages: 404 for unknown or foreign projects, 403 for another client or a pending member', async () => {
    await world.firm.owner.agent.get('/api/projects/0123456789abcdef01234567').expect(404, { message: 'Project not found' });
    await world.firm.owner.agent.get('/api/projects/not-an-id').expect(404, { message: 'Project not found' });
    await world.otherFirm.owner.agent.get(`/api/projects/${mine.id}`).expect(404, { message: 'Project not found' });
    await world.client.agent.get(`/api/projects/${foreign.id}`).expect(404, { message: 'Project not found' });
    await world.client.agent.get(`/api/projects/${theirs.id}`).expect(403, { message: 'You do not have access to this project' });
    await world.pendingMember.agent.get(`/api/projects/${mine.id}`).expect(403, { message: 'You do not have access to this project' });
    await world.api.agent().get(`/api/projects/${mine.id}`).expect(401);
  });
});

describe('PATCH /api/projects/:id and PUT /api/projects/:id/assignees', () => {
  it('changes the dates and clears the end date', async () => {
    const project = await createProject(world.firm, world.client);
    const changed = await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2031-03-01', endDate: '2031-09-30' }).expect(200);
    expect(changed.body).toMatchObject({ startDate: '2031-03-01T00:00:00.000Z', endDate: '2031-09-30T00:00:00.000Z' });
    const cleared = await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2031-03-01', endDate: null }).expect(200);
    expect(cleared.body.endDate).toBeNull();
    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ startDate: '2031-03-01T00:00:00.000Z', endDate: null });
  });

  it('gives the spec messages for bad dates', async () => {
    const project = await createProject(world.firm, world.client);
    const missing = await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ endDate: '2031-01-01' }).expect(400);
    expect(missing.body.errors).toEqual({ startDate: 'Start date is required' });
    const backwards = await world.firm.owner.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2031-02-01', endDate: '2031-01-01' }).expect(400);
    expect(backwards.body.errors).toEqual({ endDate: 'End date cannot be earlier than start date' });
  });

  it('lets a team member change only the projects assigned to them', async () => {
    const project = await createProject(world.firm, world.client);
    const dates = { startDate: '2031-01-01', endDate: '' };
    await world.teamMember.agent
      .patch(`/api/projects/${project.id}`)
      .send(dates)
      .expect(403, { message: 'Only the organization or a team member assigned to this project can change it' });

    const assigned = await world.firm.owner.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [world.firm.owner.id, world.teamMember.id] }).expect(200);
    expect(assigned.body.assigneeIds).toEqual([world.firm.owner.id, world.teamMember.id]);
    await world.teamMember.agent.patch(`/api/projects/${project.id}`).send(dates).expect(200);
    await world.teamMember.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [] }).expect(403);
  });

  it('assigns only approved members of the firm', async () => {
    const project = await createProject(world.firm, world.client);
    for (const outsider of [world.client.id, world.pendingMember.id, world.otherFirm.owner.id]) {
      const response = await world.firm.owner.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [outsider] }).expect(400);
      expect(response.body.errors).toEqual({ assigneeIds: 'Assignees must be approved members of your team' });
    }
  });

  it('refuses clients, pending members and other firms', async () => {
    const project = await createProject(world.firm, world.client);
    const dates = { startDate: '2031-01-01' };
    await world.client.agent.patch(`/api/projects/${project.id}`).send(dates).expect(403);
    await world.pendingMember.agent.patch(`/api/projects/${project.id}`).send(dates).expect(403);
    await world.otherFirm.owner.agent.patch(`/api/projects/${project.id}`).send(dates).expect(404, { message: 'Project not found' });
    await world.otherFirm.owner.agent.put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [] }).expect(404);
    const unchanged = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(unchanged.body.startDate).toBe('2020-01-01T00:00:00.000Z');
  });
});

describe('POST /api/projects/:id/complete', () => {
  it('completes every milestone, scores the project and awards achievements', async () => {
    const project = await createProject(world.firm, world.client, { endDate: '2099-12-31' });
    const first = await addMilestone(world.firm.owner.agent, project.id, { dueDate: '2099-01-31' });
    await addMilestone(world.firm.owner.agent, project.id, { dueDate: '2099-02-28' });
    await world.firm.owner.agent.patch(`/api/projects/${project.id}/milestones/${first.id}`).send({ status: 'in_progress' }).expect(200);

    const response = await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    expect(response.body.pointsEarned).toBe(250);
    expect(response.body.achievements.map((achievement: { name: string }) => achievement.name)).toEqual([
      'Project Completed',
      'On Schedule',
      'Milestone Master',
      'Top Performer',
    ]);
    expect(response.body.achievements[0]).toEqual({ name: 'Project Completed', description: 'Completed the project', pointsAwarded: 100 });
    expect(response.body.project).toMatchObject({ id: project.id, status: 'completed', performance: { score: 10 }, completedMilestones: 2, totalMilestones: 2 });
    for (const milestone of response.body.project.milestones) {
      expect(milestone).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    }

    const read = await world.client.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ status: 'completed', performance: { score: 10 } });
  });

  it('scores a late project lower', async () => {
    const project = await createProject(world.firm, world.client, { startDate: '2020-01-01', endDate: '2020-02-01' });
    await addMilestone(world.firm.owner.agent, project.id, { dueDate: '2020-01-15' });
    const response = await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    expect(response.body.project.performance.score).toBe(0);
    expect(response.body).toMatchObject({ pointsEarned: 100, achievements: [{ name: 'Project Completed' }] });
  });

  it('refuses a second completion and new milestones afterwards', async () => {
    const project = await createProject(world.firm, world.client);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(409, { message: 'This project is already completed' });
    await world.firm.owner.agent
      .post(`/api/projects/${project.id}/milestones`)
      .send({ name: 'Late', dueDate: '2099-01-01' })
      .expect(409, { message: 'This project is completed: its milestones cannot change' });
  });

  it("keeps a completed project's dates, from which its score was computed", async () => {
    const project = await createProject(world.firm, world.client, { startDate: '2030-01-01', endDate: '2030-06-30' });
    await world.firm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(200);
    await world.firm.owner.agent
      .patch(`/api/projects/${project.id}`)
      .send({ startDate: '2030-02-01', endDate: null })
      .expect(409, { message: 'This project is completed: its dates cannot change' });
    const read = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-06-30T00:00:00.000Z' });
  });

  it('is for the organization of the project only', async () => {
    const project = await createProject(world.firm, world.client);
    await world.api.agent().post(`/api/projects/${project.id}/complete`).expect(401);
    await world.client.agent.post(`/api/projects/${project.id}/complete`).expect(403);
    await world.teamMember.agent.post(`/api/projects/${project.id}/complete`).expect(403);
    await world.otherFirm.owner.agent.post(`/api/projects/${project.id}/complete`).expect(404, { message: 'Project not found' });
    const unchanged = await world.firm.owner.agent.get(`/api/projects/${project.id}`).expect(200);
    expect(unchanged.body.status).toBe('active');
  });
});

describe('GET /api/team/members', () => {
  it('lists the staff with counts and performance from the projects assigned to them', async () => {
    const team = await createFirm(world.api);
    const member = await joinFirm(world.api, team, 'team_member', { displayName: 'Aaron Assigned' });
    const teamClient = await addClient(world.api, team);
    await createProject(team, teamClient, { assigneeIds: [member.id] });
    const done = await createProject(team, teamClient, { assigneeIds: [member.id], endDate: '2020-02-01' });
    await createProject(team, teamClient);
    const completion = await team.owner.agent.post(`/api/projects/${done.id}/complete`).expect(200);
    const score = completion.body.project.performance.score as number;

    const response = await team.owner.agent.get('/api/team/members').expect(200);
    expect(response.body).toEqual([
      { id: member.id, name: 'Aaron Assigned', role: 'team_member', isAdmin: false, email: member.username, projectsCount: 1, completedProjectsCount: 1, performance: Math.round(score * 10), twoFactorEnabled: false },
      { id: team.owner.id, name: 'Olivia Owner', role: 'organization', isAdmin: false, email: team.owner.username, projectsCount: 2, completedProjectsCount: 1, performance: Math.round(score * 10), twoFactorEnabled: false },
    ]);
    await member.agent.get('/api/team/members').expect(200);
  });

  it('shows nothing of another firm, and nothing to clients or pending members', async () => {
    const response = await world.otherFirm.owner.agent.get('/api/team/members').expect(200);
    expect(response.body.map((member: { id: string }) => member.id)).toEqual([world.otherFirm.owner.id]);
    await world.client.agent.get('/api/team/members').expect(403);
    await world.pendingMember.agent.get('/api/team/members').expect(403);
    await world.api.agent().get('/api/team/members').expect(401);
  });
});
