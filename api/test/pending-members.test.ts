import { createFirm, joinFirm, type Firm } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api, 'Harbor & Finch Legal');
});
afterAll(() => api.stop());

describe('a colleague waiting for approval', () => {
  it('is told which firm they asked to join, and can withdraw the request, which leaves the firm\'s list', async () => {
    const pending = await joinFirm(api, firm, 'team_member', { approve: false });
    const me = await pending.agent.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ status: 'pending', organizationName: null, requestedOrganizationName: 'Harbor & Finch Legal' });

    const withdrawn = await pending.agent.post('/api/user/withdraw-join-request').expect(200);
    expect(withdrawn.body).toMatchObject({ ok: true, message: 'Your request was withdrawn', user: { status: 'pending', requestedOrganizationName: null } });
    const waiting = await firm.owner.agent.get('/api/team/pending').expect(200);
    expect(waiting.body.map((member: { id: string }) => member.id)).not.toContain(pending.id);
    // Approving a withdrawn request finds nothing to approve.
    await firm.owner.agent.post(`/api/team/members/${pending.id}/approve`).expect(404);

    const again = await pending.agent.post('/api/user/withdraw-join-request').expect(409);
    expect(again.body.message).toBe('You have no request to join a firm waiting');
  });

  it('says a turned-down request asks no firm any more', async () => {
    const pending = await joinFirm(api, firm, 'team_member', { approve: false });
    await firm.owner.agent.post(`/api/team/members/${pending.id}/reject`).expect(200);
    const me = await pending.agent.get('/api/user').expect(200);
    expect(me.body.user).toMatchObject({ status: 'pending', requestedOrganizationName: null });
  });

  it('has nothing to withdraw once approved', async () => {
    const member = await joinFirm(api, firm, 'team_member');
    await member.agent.post('/api/user/withdraw-join-request').expect(409);
  });
});
