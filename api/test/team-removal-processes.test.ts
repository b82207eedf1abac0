import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@clientline/contracts';
import { as, useTwoApisOnRedis } from './api-processes';
import { addClient, createFirm, createProject, eventOn, joinFirm, openSocket, recordEvents } from './fixtures';

/**
 * Removing a team member through one api process closes their sockets on another (socket.io's Redis
 * adapter), and from then on their socket hears nothing of the firm: a removal holds on every api process,
 * not only the one that saved it.
 */
jest.setTimeout(120_000);

/** How long a removal may take to close the member's socket on the other process, from the owner's click. */
const DISCONNECT_WITHIN_MS = 1_000;

const apis = useTwoApisOnRedis('team-removal-processes');

describe('a team member removed through process A, connected to process B', () => {
  it('is disconnected within a second, refused on reconnecting, and hears nothing of what the firm does next', async () => {
    const firm = await createFirm(apis.a, 'Harbor & Finch Legal');
    const [member, client] = await Promise.all([joinFirm(apis.a, firm, 'team_member'), addClient(apis.a, firm)]);
    const project = await createProject(firm, client, { assigneeIds: [member.id] });
    const memberSocket: Socket = await openSocket(apis.b, member);
    const ownerSocket = await openSocket(apis.b, firm.owner);

    // While a member, their socket on B hears the firm's chat sent through A.
    const beforeRemoval = eventOn(memberSocket, SOCKET_EVENTS.newMessage);
    await as(client, apis.a).post(`/api/projects/${project.id}/messages`).send({ content: 'Before the removal' }).expect(201);
    expect(await beforeRemoval).toMatchObject({ projectId: project.id, message: { content: 'Before the removal' } });

    const heardAfterRemoval = recordEvents(memberSocket);
    const disconnected = eventOn<string>(memberSocket, 'disconnect', DISCONNECT_WITHIN_MS);
    await firm.owner.agent.delete(`/api/team/members/${member.id}`).expect(200);
    expect(await disconnected).toBe('io server disconnect');

    // The browser's way back (the same socket, its old session cookie) and a new socket on A are refused.
    const refused = eventOn<Error>(memberSocket, 'connect_error');
    memberSocket.connect();
    expect((await refused).message).toBe('Please log in to continue');
    await expect(openSocket(apis.a, member)).rejects.toThrow('Please log in to continue');

    const message = eventOn(ownerSocket, SOCKET_EVENTS.newMessage);
    const milestone = eventOn(ownerSocket, SOCKET_EVENTS.milestoneChanged);
    await as(client, apis.a).post(`/api/projects/${project.id}/messages`).send({ content: 'After the removal' }).expect(201);
    await firm.owner.agent.post(`/api/projects/${project.id}/milestones`).send({ name: 'After the removal', dueDate: '2099-06-30' }).expect(201);
    expect(await message).toMatchObject({ message: { content: 'After the removal' } });
    expect(await milestone).toMatchObject({ projectId: project.id, milestone: { name: 'After the removal' } });

    // Closed, and refused for good (socket.io-client does not retry a refusal): nothing can reach it later.
    expect(memberSocket.connected).toBe(false);
    expect(memberSocket.active).toBe(false);
    expect(heardAfterRemoval).toEqual([]);
  });
});

describe('a team member made an admin and back through process A, using process B', () => {
  it('has each change on process B from their next request, though B keeps their record between requests', async () => {
    const firm = await createFirm(apis.a);
    const member = await joinFirm(apis.a, firm, 'team_member');
    const onB = as(member, apis.b);
    // B reads their record on their first two requests there, then keeps it while their firm is unchanged.
    for (let request = 0; request < 3; request += 1) expect((await onB.get('/api/user').expect(200)).body.user).toMatchObject({ isAdmin: false });

    await firm.owner.agent.put(`/api/team/members/${member.id}/admin`).send({ isAdmin: true }).expect(200);
    expect((await onB.get('/api/user').expect(200)).body.user).toMatchObject({ isAdmin: true });
    await onB.get('/api/webhook-requests').expect(200);

    await firm.owner.agent.put(`/api/team/members/${member.id}/admin`).send({ isAdmin: false }).expect(200);
    await onB.get('/api/webhook-requests').expect(403);
  });
});
