import { adminChangedMessage, MAKE_ADMIN_FIRST, OWNER_ONLY, ownershipHandedOverMessage, SOCKET_EVENTS } from '@clientline/contracts';
import { User } from '../src/users/model';
import { addAdmin, addClient, closeSockets, createFirm, createProject, inviteTeamMember, joinFirm, nextEvent, openSocket, signIn, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

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

describe('POST /api/team/owner', () => {
  const handOver = (by: Pick<Member, 'agent'>, to: Pick<Member, 'id'>) => by.agent.post('/api/team/owner').send({ userId: to.id });
  const whoIs = async (member: Pick<Member, 'agent'>) => (await member.agent.get('/api/user').expect(200)).body.user;
  const ownersOf = (organizationId: string) => User.countDocuments({ organizationId, role: 'organization', status: 'active' });

  it('the owner hands the firm to an admin: the roles swap, both keep their sessions, sockets reconnect, both are mailed', async () => {
    const palisade = await createFirm(api, 'Palisade Law');
    const ada = await addAdmin(api, palisade, { displayName: 'Ada Admin' });
    const [ownerSocket, adaSocket] = await Promise.all([openSocket(api, palisade.owner), openSocket(api, ada)]);
    const closed = Promise.all([nextEvent(ownerSocket, 'disconnect'), nextEvent(adaSocket, 'disconnect')]);

    const handed = await handOver(palisade.owner, ada).expect(200);
    expect(handed.body).toEqual({ ok: true, message: ownershipHandedOverMessage('Ada Admin'), user: expect.objectContaining({ id: palisade.owner.id, role: 'team_member', isAdmin: true }) });
    expect(handed.body.message).toBe('Ada Admin now owns the firm. You stay on as an admin.');
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await ownersOf(palisade.organizationId)).toBe(1);

    // The same sessions, with the new powers.
    expect(await whoIs(ada)).toMatchObject({ role: 'organization', isAdmin: false });
    expect(await whoIs(palisade.owner)).toMatchObject({ role: 'team_member', isAdmin: true });
    await palisade.owner.agent.post('/api/clients').send({ username: 'still-runs@example.com', displayName: 'Still Runs' }).expect(201);
    expect((await handOver(palisade.owner, ada).expect(403)).body.message).toBe(OWNER_ONLY);
    expect((await palisade.owner.agent.put(`/api/team/members/${ada.id}/admin`).send({ isAdmin: true }).expect(403)).body.message).toBe(OWNER_ONLY);
    expect((await palisade.owner.agent.delete(`/api/team/members/${ada.id}`).expect(400)).body.message).toBe(
      "The organization account cannot be removed from the team: it is the firm's own account.",
    );

    // And on a new sign-in.
    const [newOwner, formerOwner] = await Promise.all([signIn(api, ada.username), signIn(api, palisade.owner.username)]);
    expect(await whoIs(newOwner)).toMatchObject({ role: 'organization', isAdmin: false });
    expect(await whoIs(formerOwner)).toMatchObject({ role: 'team_member', isAdmin: true });
    const team = (await newOwner.agent.get('/api/team/members').expect(200)).body;
    expect(team).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ada.id, role: 'organization', isAdmin: false }),
        expect.objectContaining({ id: palisade.owner.id, role: 'team_member', isAdmin: true }),
      ]),
    );
    // The new owner changes admins, even the former owner's.
    await newOwner.agent.put(`/api/team/members/${palisade.owner.id}/admin`).send({ isAdmin: false }).expect(200);
    await formerOwner.agent.get('/api/metrics/dashboard?startDate=2030-01-01').expect(403);
    await openSocket(api, ada);

    const toNewOwner = await api.mailTo(ada.username, (mail) => mail.subject === 'You now own Palisade Law on Clientline');
    expect(toNewOwner.replyTo).toContain(palisade.owner.username);
    const toFormerOwner = await api.mailTo(palisade.owner.username, (mail) => mail.subject === 'You handed Palisade Law to Ada Admin');
    expect(toFormerOwner.text).toContain('You stay on as an admin');
  });

  it('only to an admin of the firm, only by the owner', async () => {
    const quay = await createFirm(api, 'Quay Partners');
    const [member, admin, client, otherFirmsAdmin] = await Promise.all([
      inviteTeamMember(api, quay),
      addAdmin(api, quay),
      addClient(api, quay),
      addAdmin(api, otherFirm),
    ]);
    expect((await handOver(quay.owner, member).expect(400)).body.message).toBe(MAKE_ADMIN_FIRST);
    expect((await handOver(quay.owner, quay.owner).expect(400)).body.message).toBe('You already own the firm: choose one of its admins.');
    for (const target of [client, otherFirmsAdmin, { id: '0123456789abcdef01234567' }]) {
      expect((await handOver(quay.owner, target).expect(404)).body.message).toBe('Team member not found');
    }
    await handOver(quay.owner, { id: 'not-an-id' }).expect(400);
    await quay.owner.agent.post('/api/team/owner').send({}).expect(400);
    expect((await handOver(admin, admin).expect(403)).body.message).toBe(OWNER_ONLY);
    expect((await handOver(member, admin).expect(403)).body.message).toBe(OWNER_ONLY);
    await handOver(client, admin).expect(403);
    expect(await whoIs(quay.owner)).toMatchObject({ role: 'organization' });
    expect(await ownersOf(quay.organizationId)).toBe(1);
  });

  it('a handover cut short after the promotion (two owners) is finished by repeating it', async () => {
    const rowan = await createFirm(api, 'Rowan & Co');
    const admin = await addAdmin(api, rowan);
    // What a crash between the two writes leaves: the admin promoted, the caller not yet demoted.
    await User.updateOne({ _id: admin.id }, { $set: { role: 'organization', isAdmin: false } }).setOptions({ unscoped: true });
    expect(await ownersOf(rowan.organizationId)).toBe(2);

    await handOver(rowan.owner, admin).expect(200);
    expect(await ownersOf(rowan.organizationId)).toBe(1);
    expect(await whoIs(admin)).toMatchObject({ role: 'organization', isAdmin: false });
    expect(await whoIs(rowan.owner)).toMatchObject({ role: 'team_member', isAdmin: true });
  });

  it('two handovers at once by the same owner leave exactly one owner', async () => {
    const stone = await createFirm(api, 'Stone Legal');
    const [first, second] = await Promise.all([addAdmin(api, stone, { displayName: 'First Admin' }), addAdmin(api, stone, { displayName: 'Second Admin' })]);
    const answers = await Promise.all([handOver(stone.owner, first), handOver(stone.owner, second)]);
    // Interleaved, the second's demotion finds no owner to demote (409, its promotion undone); one after the other, the second is no longer the owner's call (403).
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await ownersOf(stone.organizationId)).toBe(1);
    expect(await whoIs(stone.owner)).toMatchObject({ role: 'team_member', isAdmin: true });
  });
});
