import type { Notification } from '@clientline/contracts';
import { accountEvents } from '../src/auth/events';
import { User, type UserRecord } from '../src/users/model';
import { addAdmin, closeSockets, createFirm, inviteTeamMember, joinFirm, nextEvent, openSocket, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let otherFirm: Firm;
let admin: Member;
let teammate: Member;
beforeAll(async () => {
  api = await startTestApi();
  [firm, otherFirm] = await Promise.all([createFirm(api, 'Harbor & Finch Legal'), createFirm(api)]);
  [admin, teammate] = await Promise.all([addAdmin(api, firm), inviteTeamMember(api, firm)]);
});
afterAll(async () => {
  closeSockets();
  await api.stop();
});

async function joinRequestsIn(member: Pick<Member, 'agent'>): Promise<Notification[]> {
  const notifications: Notification[] = (await member.agent.get('/api/notifications').expect(200)).body;
  return notifications.filter((notification) => notification.type === 'join_request');
}

describe('asking to join a firm', () => {
  it("puts the request in the bell of the firm's owner and each admin, pushed live, and of no one else", async () => {
    const [ownerSocket, adminSocket] = await Promise.all([openSocket(api, firm.owner), openSocket(api, admin)]);
    const pushed = [ownerSocket, adminSocket].map((socket) => nextEvent<Notification>(socket, 'notification'));

    const member = await joinFirm(api, firm, 'team_member', { approve: false, displayName: 'Ava Stone' });

    const expected = { type: 'join_request', content: `Ava Stone (${member.username}) asked to join your firm`, projectId: null, read: false };
    expect(await Promise.all(pushed)).toEqual([expect.objectContaining(expected), expect.objectContaining(expected)]);
    expect(await joinRequestsIn(firm.owner)).toEqual([expect.objectContaining(expected)]);
    expect(await joinRequestsIn(admin)).toEqual([expect.objectContaining(expected)]);
    expect(await joinRequestsIn(teammate)).toEqual([]);
    expect(await joinRequestsIn(otherFirm.owner)).toEqual([]);
  });

  it('notifies once per request, even when the request is reported again', async () => {
    const member = await joinFirm(api, firm, 'client', { approve: false, displayName: 'Carl Client' });
    const stored = await User.findById(member.id).setOptions({ unscoped: true }).lean<UserRecord>();
    await accountEvents.emit('joinRequested', { member: stored!, organizationId: stored!.requestedOrganizationId! });

    const aboutCarl = (await joinRequestsIn(firm.owner)).filter((notification) => notification.content.startsWith('Carl Client'));
    expect(aboutCarl).toHaveLength(1);
  });
});
