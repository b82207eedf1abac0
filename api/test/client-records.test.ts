import type { ClientListItem } from '@clientline/contracts';
import { addClient, addMilestone, closeSockets, createFirm, createProject, eventOn, inviteClient, openSocket, useTwoFirms } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';

/** Correcting a client's record: edit, archive, restore, delete. */
const world = useTwoFirms();
afterEach(closeSockets);

async function listed(archived = false): Promise<ClientListItem[]> {
  return (await world.firm.owner.agent.get(`/api/clients${archived ? '?archived=true' : ''}`).expect(200)).body;
}

describe('PATCH /api/clients/{id}', () => {
  it('makes an individual’s account a household with a name of its own, keeping its person’s name, and back', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Lee Park' });
    const household = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: client.username, displayName: 'Park household', kind: 'household' }).expect(200);
    expect(household.body.client).toMatchObject({ id: client.id, displayName: 'Park household', kind: 'household' });
    const people = (await world.firm.owner.agent.get(`/api/clients/${client.id}/people`).expect(200)).body;
    expect(people.map((person: { displayName: string }) => person.displayName)).toEqual(['Lee Park']);
    const trail = (await world.firm.owner.agent.get(`/api/audit-log?clientId=${client.id}&action=client.updated`).expect(200)).body.entries;
    expect(trail[0].detail).toContain('Kind: Individual → Household');

    const individual = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: client.username, displayName: 'Lee Park', kind: 'individual' }).expect(200);
    expect(individual.body.client).toMatchObject({ displayName: 'Lee Park', kind: 'individual' });
    const refused = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: client.username, displayName: 'Lee Park', kind: 'family' }).expect(400);
    expect(refused.body.errors).toEqual({ kind: 'Kind must be individual, household or company' });
  });

  it('corrects the name of a client who signed in at once; their email waits for them to confirm it', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Typo Name' });
    const username = uniqueEmail('Fixed').toLowerCase();
    const response = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username, displayName: ' Right Name ' }).expect(200);
    expect(response.body).toEqual({
      ok: true,
      message: `Client updated. The email changes to ${username} once the client confirms it from the link mailed there; ${client.username} was told.`,
      client: expect.objectContaining({ id: client.id, username: client.username, pendingEmail: username, displayName: 'Right Name', access: 'active' }),
    });
    expect((await listed()).find((listedClient) => listedClient.id === client.id)).toMatchObject({ username: client.username, pendingEmail: username });
    await world.api.agent().post('/api/login').send({ username: client.username, password: PASSWORD }).expect(200);
    await world.api.agent().post('/api/login').send({ username, password: PASSWORD }).expect(401);

    const told = await world.api.mailTo(client.username, (mail) => mail.subject === 'Your sign-in email is about to change');
    expect(told.text).toContain(`asked to change the sign-in email of your Clientline account from this address (${client.username}) to ${username}`);
    const confirmation = await world.api.mailTo(username, (mail) => mail.subject === 'Confirm your new sign-in email');
    const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!;
    await world.api.agent().post('/api/auth/confirm-email/check').send({ token }).expect(200, { ok: true, message: 'Confirmation link is valid', address: username, change: true });

    // Whoever reads the new address without the client's password (the firm, if it chose one it reads) changes nothing.
    await world.api.agent().post('/api/auth/confirm-email').send({ token, password: 'the firm guesses' }).expect(400);
    const confirmed = await world.api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(200);
    expect(confirmed.body).toEqual({ ok: true, message: `Your sign-in email is now ${username}.`, address: username, signInPath: `/${world.firm.slug}` });
    await world.api.agent().post('/api/login').send({ username, password: PASSWORD }).expect(200);
    await world.api.agent().post('/api/login').send({ username: client.username, password: PASSWORD }).expect(401);
    expect((await listed()).find((listedClient) => listedClient.id === client.id)).toMatchObject({ username, pendingEmail: null });
  });

  it("sends the firm's password reset to the old address while a change waits, so the firm cannot take the account over", async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Kept Client' });
    const firmAddress = uniqueEmail('firm-controlled').toLowerCase();
    await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: firmAddress, displayName: 'Kept Client' }).expect(200);
    const reset = await world.firm.owner.agent.post(`/api/clients/${client.id}/password-reset`).expect(200);
    expect(reset.body.message).toBe(`A link to choose a new password was mailed to ${client.username}. It works for 30 minutes.`);
    const mail = await world.api.mailTo(client.username, (caught) => caught.subject === 'Choose a new password');
    // It says who sent it, not "Someone, hopefully you, asked".
    expect(mail.text).toContain(`${world.firm.organizationName} sent you this link to choose a new password for your Clientline account.`);
    expect((await world.api.caughtMail()).filter((mail) => mail.to.includes(firmAddress)).map((mail) => mail.subject)).toEqual(['Confirm your new sign-in email']);
  });

  it('lets the firm cancel a change that waits: its link stops working; nothing to cancel answers 409', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Cancel Client' });
    const username = uniqueEmail('cancelled').toLowerCase();
    await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username, displayName: 'Cancel Client' }).expect(200);
    const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/.exec((await world.api.mailTo(username)).text)![1]!;
    await world.otherFirm.owner.agent.delete(`/api/clients/${client.id}/pending-email`).expect(404);
    const cancelled = await world.firm.owner.agent.delete(`/api/clients/${client.id}/pending-email`).expect(200);
    expect(cancelled.body).toEqual({
      ok: true,
      message: `The change to ${username} was cancelled. The email stays ${client.username}.`,
      client: expect.objectContaining({ id: client.id, username: client.username, pendingEmail: null }),
    });
    await world.api.agent().post('/api/auth/confirm-email').send({ token, password: PASSWORD }).expect(400, { message: 'This confirmation link is invalid or has expired' });
    await world.firm.owner.agent.delete(`/api/clients/${client.id}/pending-email`).expect(409, { message: 'This client has no email change waiting' });
  });

  it('invites again at the new address a client who never set a password; the old link stops working', async () => {
    const invited = await inviteClient(world.firm, { displayName: 'Wrong Mail' });
    const username = uniqueEmail('right-mail');
    const response = await world.firm.owner.agent.patch(`/api/clients/${invited.id}`).send({ username, displayName: 'Wrong Mail' }).expect(200);
    expect(response.body.message).toBe(`Client updated. A new invitation was mailed to ${username}.`);
    expect(response.body.client).toMatchObject({ username, access: 'invited', requiresPasswordChange: true });

    const mail = await world.api.mailTo(username);
    const token = /\/auth\/first-access\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await world.api.agent().post('/api/auth/validate-access-token').send({ token: invited.token }).expect(400);
    await world.api.agent().post('/api/auth/validate-access-token').send({ token }).expect(200);
  });

  it('refuses an email another account uses, on the field, with 409', async () => {
    const client = await inviteClient(world.firm);
    const taken = world.otherFirm.owner.username;
    const response = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: taken, displayName: 'Carla' }).expect(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists', errors: { username: 'An account with this email already exists' } });
  });

  it('validates like the Add Client dialog and answers 404 for another firm\'s client', async () => {
    const client = await inviteClient(world.firm);
    const invalid = await world.firm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: 'nope', displayName: '' }).expect(400);
    expect(invalid.body.errors).toEqual({ username: 'Invalid email address', displayName: 'Display name is required' });
    await world.otherFirm.owner.agent.patch(`/api/clients/${client.id}`).send({ username: uniqueEmail(), displayName: 'X' }).expect(404, { message: 'Client not found' });
    await world.firm.owner.agent.patch(`/api/clients/${world.teamMember.id}`).send({ username: uniqueEmail(), displayName: 'X' }).expect(404);
  });
});

describe('archiving and restoring a client', () => {
  it('signs them out, refuses their sign-in with a message, takes their projects off the lists; restore brings it all back', async () => {
    const client = await addClient(world.api, world.firm, { displayName: 'Archie Client' });
    const project = await createProject(world.firm, client, { name: 'Archived with client' });
    const ownProject = await createProject(world.firm, client, { name: 'Archived on its own' });
    await world.firm.owner.agent.post(`/api/projects/${ownProject.id}/archive`).expect(200);
    const staffSocket = await openSocket(world.api, world.firm.owner);
    const pushed = eventOn(staffSocket, 'project_changed');

    const archived = await world.firm.owner.agent.post(`/api/clients/${client.id}/archive`).expect(200);
    expect(archived.body).toMatchObject({ id: client.id, archived: true, projectsCount: 2 });
    expect(await pushed).toEqual({ projectId: project.id, change: 'updated' });

    await client.agent.get('/api/user').expect(401);
    const login = await world.api.agent().post('/api/login').send({ username: client.username, password: PASSWORD }).expect(403);
    expect(login.body.message).toBe(`${world.firm.organizationName} archived your account, so you cannot sign in. Ask the firm to restore it if you need access again.`);

    expect((await listed()).map((item) => item.id)).not.toContain(client.id);
    expect((await listed(true)).map((item) => item.id)).toContain(client.id);
    const projects = (await world.firm.owner.agent.get('/api/projects').expect(200)).body as Array<{ id: string }>;
    expect(projects.map((item) => item.id)).not.toContain(project.id);
    const page = await world.firm.owner.agent.get(`/api/projects?archived=true&clientId=${client.id}`).expect(200);
    expect(page.body.projects.map((item: { id: string }) => item.id).sort()).toEqual([project.id, ownProject.id].sort());

    // A project archived with its client comes back only with the client.
    const early = await world.firm.owner.agent.post(`/api/projects/${project.id}/restore`).expect(409);
    expect(early.body.message).toBe('Archie Client is archived: restore the client first, and their projects come back with them');
    await world.firm.owner.agent.post(`/api/clients/${client.id}/archive`).expect(409, { message: 'This client is already archived' });

    const restored = await world.firm.owner.agent.post(`/api/clients/${client.id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ id: client.id, archived: false });
    await world.api.agent().post('/api/login').send({ username: client.username, password: PASSWORD }).expect(200);
    const after = (await world.firm.owner.agent.get('/api/projects').expect(200)).body as Array<{ id: string; archivedAt: string | null }>;
    expect(after.find((item) => item.id === project.id)).toMatchObject({ archivedAt: null });
    expect(after.map((item) => item.id)).not.toContain(ownProject.id);
    await world.firm.owner.agent.post(`/api/clients/${client.id}/restore`).expect(409, { message: 'This client is not archived' });
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('deletes a client with no projects', async () => {
    const client = await inviteClient(world.firm, { displayName: 'Made By Mistake' });
    await world.firm.owner.agent.delete(`/api/clients/${client.id}`).expect(200, { ok: true, message: 'Client "Made By Mistake" deleted' });
    expect((await listed()).map((item) => item.id)).not.toContain(client.id);
    await world.firm.owner.agent.delete(`/api/clients/${client.id}`).expect(404, { message: 'Client not found' });
  });

  it('refuses a client with projects, archived ones too', async () => {
    const client = await inviteClient(world.firm);
    const project = await createProject(world.firm, client);
    await addMilestone(world.firm.owner.agent, project.id);
    await world.firm.owner.agent.post(`/api/projects/${project.id}/archive`).expect(200);
    const refused = await world.firm.owner.agent.delete(`/api/clients/${client.id}`).expect(409);
    expect(refused.body.message).toBe('This client has projects, so it cannot be deleted: archive the client instead, or delete their projects first.');
  });

  it('is for the firm\'s owner and admins only', async () => {
    const client = await inviteClient(world.firm);
    await world.teamMember.agent.delete(`/api/clients/${client.id}`).expect(403);
    const otherFirm = await createFirm(world.api);
    await otherFirm.owner.agent.delete(`/api/clients/${client.id}`).expect(404);
  });
});
