import { inviteClient, joinFirm, useTwoFirms } from './fixtures';

const world = useTwoFirms();

const inviteLostClient = () => inviteClient(world.firm, { displayName: 'Lou Lost', emailPrefix: 'lost' });

describe('POST /api/clients/{id}/access-link', () => {
  it('gives a client who lost their details a new password and link; the old ones stop working', async () => {
    const client = await inviteLostClient();
    const renewed = await world.firm.owner.agent.post(`/api/clients/${client.id}/access-link`).expect(200);

    expect(renewed.body).toEqual({
      id: client.id,
      username: client.username,
      displayName: 'Lou Lost',
      access: 'invited',
      passwordSetWith: null,
      requiresPasswordChange: true,
      temporaryPassword: expect.any(String),
      firstAccessUrl: expect.stringMatching(/^\/auth\/first-access\/[A-Za-z0-9_-]{43}$/),
      twoFactorEnabled: false,
      pendingEmail: null,
    });
    const newToken = renewed.body.firstAccessUrl.split('/').pop();
    await world.api.agent().post('/api/auth/validate-access-token').send({ token: client.token }).expect(400);
    await world.api.agent().post('/api/login').send({ username: client.username, password: client.temporaryPassword }).expect(401);
    await world.api.agent().post('/api/auth/validate-access-token').send({ token: newToken }).expect(200);
    await world.api.agent().post('/api/login').send({ username: client.username, password: renewed.body.temporaryPassword }).expect(200);
  });

  it('refuses a client who has set a password, so their own password keeps working', async () => {
    const client = await inviteLostClient();
    await world.api.agent().post('/api/change-password').send({ currentPassword: client.token, newPassword: 'my own secret' }).expect(200);

    await world.firm.owner.agent
      .post(`/api/clients/${client.id}/access-link`)
      .expect(409, { message: 'This client has already set a password' });
    await world.api.agent().post('/api/login').send({ username: client.username, password: 'my own secret' }).expect(200);
  });

  it('answers 404 for a malformed id, a non-client and another firm’s client', async () => {
    const client = await inviteLostClient();
    const owner = world.firm.owner.agent;
    await owner.post('/api/clients/not-an-id/access-link').expect(404, { message: 'Client not found' });
    await owner.post(`/api/clients/${world.teamMember.id}/access-link`).expect(404, { message: 'Client not found' });
    await world.otherFirm.owner.agent.post(`/api/clients/${client.id}/access-link`).expect(404, { message: 'Client not found' });
  });
});

describe('POST /api/team/members/{id}/reject', () => {
  it('removes the request from the pending list and keeps the user out of the firm', async () => {
    const asking = await joinFirm(world.api, world.firm, 'team_member', { approve: false });
    const owner = world.firm.owner.agent;
    await owner.post(`/api/team/members/${asking.id}/reject`).expect(200, { ok: true, message: 'Request rejected' });

    const pending = await owner.get('/api/team/pending').expect(200);
    expect(pending.body.map((member: { id: string }) => member.id)).not.toContain(asking.id);
    await asking.agent.get('/api/projects').expect(403);
    await owner.post(`/api/team/members/${asking.id}/approve`).expect(404, { message: 'No pending request from this user' });
    await owner.post(`/api/team/members/${asking.id}/reject`).expect(404, { message: 'No pending request from this user' });
  });

  it('cannot reject a request made to another firm, nor a malformed id', async () => {
    const asking = await joinFirm(world.api, world.firm, 'team_member', { approve: false });
    await world.otherFirm.owner.agent.post(`/api/team/members/${asking.id}/reject`).expect(404);
    await world.firm.owner.agent.post('/api/team/members/not-an-id/reject').expect(404, { message: 'Pending member not found' });
    const pending = await world.firm.owner.agent.get('/api/team/pending').expect(200);
    expect(pending.body.map((member: { id: string }) => member.id)).toContain(asking.id);
  });
});
