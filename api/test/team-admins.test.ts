import { adminChangedMessage, OWNER_ONLY, SOCKET_EVENTS } from '@clientline/contracts';
import { addAdmin, addClient, closeSockets, createFirm, createProject, inviteTeamMember, joinFirm, nextEvent, openSocket, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

// Several accounts per test, each an Argon2id hash: more than jest's 5 s on a busy 2-core machine.
jest.setTimeout(30_000);

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  [firm, otherFirm] = await Promise.all([createFirm(api, 'Harbor & Finch Legal'), createFirm(api)]);
});
afterEach(closeSockets);
afterAll(() => api.stop());

const setAdmin = (by: Pick<Member, 'agent'>, member: Pick<Member, 'id'>, isAdmin: boolean) =>
  by.agent.put(`/api/team/members/${member.id}/admin`).send({ isAdmin });
const listed = async (member: Pick<Member, 'id'>) =>
  (await firm.owner.agent.get('/api/team/members').expect(200)).body.find((item: { id: string }) => item.id === member.id);

describe('PUT /api/team/members/{id}/admin', () => {
  it('the owner makes a team member an admin and back; GET /api/user and the team list say so', async () => {
    const theo = await inviteTeamMember(api, firm, { displayName: 'Theo Finch' });
    expect((await theo.agent.get('/api/user').expect(200)).body.user.isAdmin).toBe(false);
    expect(await listed(theo)).toMatchObject({ isAdmin: false, role: 'team_member' });

    const made = await setAdmin(firm.owner, theo, true).expect(200);
    expect(made.body).toEqual({ ok: true, message: 'Theo Finch is now an admin', member: expect.objectContaining({ id: theo.id, name: 'Theo Finch', isAdmin: true }) });
    expect(made.body.message).toBe(adminChangedMessage('Theo Finch', true));
    expect((await theo.agent.get('/api/user').expect(200)).body.user).toMatchObject({ role: 'team_member', isAdmin: true });
    expect(await listed(theo)).toMatchObject({ isAdmin: true });
    await theo.agent.get('/api/metrics/dashboard?startDate=2030-01-01').expect(200);

    const unmade = await setAdmin(firm.owner, theo, false).expect(200);
    expect(unmade.body.message).toBe('Theo Finch is no longer an admin');
    expect(unmade.body.member.isAdmin).toBe(false);
    expect((await theo.agent.get('/api/user').expect(200)).body.user.isAdmin).toBe(false);
    await theo.agent.get('/api/metrics/dashboard?startDate=2030-01-01').expect(403);
    expect((await firm.owner.agent.get('/api/user').expect(200)).body.user).toMatchObject({ role: 'organization', isAdmin: false });
  });

  it('only the owner: an admin and a team member are refused, saying who may', async () => {
    const [admin, member] = await Promise.all([addAdmin(api, firm), inviteTeamMember(api, firm)]);
    for (const caller of [admin, member]) {
      const refused = await setAdmin(caller, member, true).expect(403);
      expect(refused.body.message).toBe(OWNER_ONLY);
    }
    // Not even to step down themselves.
    await setAdmin(admin, admin, false).expect(403);
    expect(await listed(member)).toMatchObject({ isAdmin: false });
    expect(await listed(admin)).toMatchObject({ isAdmin: true });
  });

  it('404 for anyone but an active team member of the firm', async () => {
    const [client, pending, removed, otherFirmsMember] = await Promise.all([
      addClient(api, firm),
      joinFirm(api, firm, 'team_member', { approve: false }),
      inviteTeamMember(api, firm),
      inviteTeamMember(api, otherFirm),
    ]);
    await firm.owner.agent.delete(`/api/team/members/${removed.id}`).expect(200);
    for (const target of [client, pending, removed, otherFirmsMember, firm.owner, { id: '0123456789abcdef01234567' }, { id: 'not-an-id' }]) {
      const refused = await setAdmin(firm.owner, target, true).expect(404);
      expect(refused.body.message).toBe('Team member not found');
    }
    const bad = await firm.owner.agent.put(`/api/team/members/${client.id}/admin`).send({ isAdmin: 'yes' }).expect(400);
    expect(typeof bad.body.message).toBe('string');
  });
});

describe('what an admin may do', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await addAdmin(api, firm, { displayName: 'Ada Admin' });
  });

  it("makes the organization's calls: clients, projects, the team, the webhook token, the dashboard, New Requests, undelivered mail", async () => {
    const client = await admin.agent.post('/api/clients').send({ username: 'nina@example.com', displayName: 'Nina New' }).expect(201);
    const project = await admin.agent
      .post('/api/projects')
      .send({ name: 'Admin made', startDate: '2030-01-01', clientId: client.body.id })
      .expect(201);
    // Unassigned, an admin changes any project, like the owner.
    await admin.agent.patch(`/api/projects/${project.body.id}`).send({ startDate: '2030-01-01', endDate: '2030-06-30' }).expect(200);
    await admin.agent.post(`/api/projects/${project.body.id}/milestones`).send({ name: 'Draft', dueDate: '2030-03-01' }).expect(201);
    await admin.agent.put(`/api/projects/${project.body.id}/assignees`).send({ assigneeIds: [admin.id] }).expect(200);
    await admin.agent.post(`/api/projects/${project.body.id}/complete`).expect(200);

    const pending = await joinFirm(api, firm, 'team_member', { approve: false });
    expect((await admin.agent.get('/api/team/pending').expect(200)).body.map((item: { id: string }) => item.id)).toContain(pending.id);
    await admin.agent.post(`/api/team/members/${pending.id}/approve`).expect(200);
    await admin.agent.post('/api/team/invitations').send({ email: 'newcomer@example.com' }).expect(201);
    await admin.agent.delete(`/api/team/members/${pending.id}`).expect(200);

    const before = (await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    const regenerated = await admin.agent.post('/api/organizations/webhook-token').expect(200);
    expect((await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken).not.toBe(before);
    expect(JSON.stringify(regenerated.body)).not.toContain(before);

    await admin.agent.get('/api/metrics/dashboard?startDate=2030-01-01').expect(200);
    await admin.agent.get('/api/webhook-requests').expect(200);
    await admin.agent.get('/api/mail/undelivered').expect(200);
  });

  it("hears a webhook request on the socket, as the owner does", async () => {
    const socket = await openSocket(api, admin);
    const heard = nextEvent(socket, SOCKET_EVENTS.webhookRequestReceived);
    const token = (await firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    await api.agent().post('/api/webhooks/incoming').send({ type: 'lead', content: 'A lead for the admin', token }).expect(201);
    expect(await heard).toMatchObject({ content: 'A lead for the admin' });
  });

  it("is mailed each request to join, with the owner", async () => {
    const asking = await joinFirm(api, firm, 'team_member', { approve: false, displayName: 'Jo Joiner' });
    const about = (mail: { subject: string }) => mail.subject === 'Jo Joiner asked to join Harbor & Finch Legal';
    await api.mailTo(admin.username, about);
    await api.mailTo(firm.owner.username, about);
    await firm.owner.agent.post(`/api/team/members/${asking.id}/reject`).expect(200);
  });

  it('cannot change admins, remove the owner or remove another admin', async () => {
    const [member, otherAdmin] = await Promise.all([inviteTeamMember(api, firm), addAdmin(api, firm, { displayName: 'Otto Admin' })]);
    expect((await setAdmin(admin, member, true).expect(403)).body.message).toBe(OWNER_ONLY);
    const owner = await admin.agent.delete(`/api/team/members/${firm.owner.id}`).expect(400);
    expect(owner.body.message).toBe("The organization account cannot be removed from the team: it is the firm's own account.");
    const other = await admin.agent.delete(`/api/team/members/${otherAdmin.id}`).expect(403);
    expect(other.body.message).toBe("Only the firm's owner can remove an admin.");
    expect(await listed(otherAdmin)).toMatchObject({ isAdmin: true });
    // The owner may.
    await firm.owner.agent.delete(`/api/team/members/${otherAdmin.id}`).expect(200);
  });

  it('an admin who is removed stops being one, also when invited back', async () => {
    const leaving = await addAdmin(api, firm, { displayName: 'Lee Leaving' });
    await firm.owner.agent.delete(`/api/team/members/${leaving.id}`).expect(200);
    await leaving.agent.get('/api/user').expect(401);

    const email = leaving.username;
    const tokenOf = (text: string) => /\/auth\/join\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const firstToken = tokenOf((await api.mailTo(email)).text);
    await firm.owner.agent.post('/api/team/invitations').send({ email }).expect(201);
    const token = tokenOf((await api.mailTo(email, (mail) => mail.text.includes('/auth/join/') && !mail.text.includes(firstToken))).text);
    const back = api.agent();
    const joined = await back.post('/api/team/invitations/accept').send({ token, displayName: 'Lee Back', password: 'a new start here' }).expect(201);
    expect(joined.body.user).toMatchObject({ id: leaving.id, role: 'team_member', isAdmin: false });
    await back.get('/api/metrics/dashboard?startDate=2030-01-01').expect(403);
  });
});

it("a team member's project rights are unchanged: an unassigned member still cannot change a project", async () => {
  const [member, client] = await Promise.all([inviteTeamMember(api, firm), addClient(api, firm)]);
  const project = await createProject(firm, client);
  await member.agent.patch(`/api/projects/${project.id}`).send({ startDate: '2030-01-01', endDate: '2030-06-30' }).expect(403);
  await member.agent.post('/api/clients').send({ username: 'nope@example.com', displayName: 'Nope' }).expect(403);
});
