// The bell covers every event a person should see: chat messages to the other side, milestone
// corrections, removals and reopenings, accepted documents, webhook requests, reminders; the chat on screen
// marks its messages read; archived projects leave the bell.
import type { Message, Notification } from '@clientline/contracts';
import { Types } from 'mongoose';
import { setClock } from '../src/clock/clock';
import { notifyDocumentReminders } from '../src/notifications/reminders';
import {
  addAdmin,
  addClient,
  addMilestone,
  closeSockets,
  createProject,
  inviteTeamMember,
  nextEvent,
  openSocket,
  useTwoFirms,
  type Member,
} from './fixtures';

const world = useTwoFirms();
/** An admin who chose every project's news (an admin's bell is of their own projects until they do: admin-bell-scope.test.ts). */
let admin: Member;
/** A team member of the firm not assigned to the projects below. */
let bystander: Member;
beforeAll(async () => {
  [admin, bystander] = await Promise.all([addAdmin(world.api, world.firm), inviteTeamMember(world.api, world.firm, { displayName: 'Bo Bystander' })]);
  await admin.agent.put('/api/user/notification-settings').send({ everyProjectNews: true }).expect(200);
});
afterEach(() => {
  closeSockets();
  setClock();
});

async function bellOf(member: Pick<Member, 'agent'>): Promise<Notification[]> {
  return (await member.agent.get('/api/notifications').expect(200)).body;
}

async function bellItemsOf(member: Pick<Member, 'agent'>, projectId: string | null, type: string): Promise<Notification[]> {
  return (await bellOf(member)).filter((item) => item.projectId === projectId && item.type === type);
}

/** A fresh client with a project the approved team member is assigned to. */
async function projectWithClient(name = 'Tax return 2025') {
  const client = await addClient(world.api, world.firm, { displayName: 'Carla Client' });
  const project = await createProject(world.firm, client, { name, assigneeIds: [world.teamMember.id] });
  return { client, projectId: project.id as string };
}

async function say(member: Pick<Member, 'agent'>, projectId: string, content: string): Promise<Message> {
  return (await member.agent.post(`/api/projects/${projectId}/messages`).send({ content }).expect(201)).body;
}

describe('a chat message reaches the bell of the other side', () => {
  it("tells the firm's owner, admins and the project's assignees of a client's message, not other staff nor the sender", async () => {
    const { client, projectId } = await projectWithClient();
    await say(client, projectId, 'Here is my W-2, page 2 follows');

    for (const staff of [world.firm.owner, admin, world.teamMember]) {
      const [item, ...more] = await bellItemsOf(staff, projectId, 'new_message');
      expect(more).toEqual([]);
      expect(item).toMatchObject({ content: 'Carla Client on Tax return 2025: "Here is my W-2, page 2 follows"', read: false, projectId });
    }
    expect(await bellItemsOf(bystander, projectId, 'new_message')).toEqual([]);
    expect(await bellItemsOf(client, projectId, 'new_message')).toEqual([]);
    expect(await bellOf(world.otherFirm.owner)).toEqual([]);
  });

  it("tells the client and the other staff of a staff message, never its sender, and quotes a long message shortened", async () => {
    const { client, projectId } = await projectWithClient('Estate plan');
    const long = `The draft is ready.\n\n${'Please read every clause of it carefully. '.repeat(5)}`;
    await say(world.teamMember, projectId, long);

    const [toClient] = await bellItemsOf(client, projectId, 'new_message');
    expect(toClient!.content).toBe('Tess Teammate on Estate plan: "The draft is ready. Please read every clause of it carefully. Please read every…"');
    expect(await bellItemsOf(world.firm.owner, projectId, 'new_message')).toHaveLength(1);
    expect(await bellItemsOf(admin, projectId, 'new_message')).toHaveLength(1);
    expect(await bellItemsOf(world.teamMember, projectId, 'new_message')).toEqual([]);
  });

  it('is pushed live to the client, and follows an edit of the message and its deletion', async () => {
    const { client, projectId } = await projectWithClient();
    const socket = await openSocket(world.api, client);
    const pushed = nextEvent<Notification>(socket, 'notification');
    const message = await say(world.firm.owner, projectId, 'Can you sign today?');
    expect(await pushed).toMatchObject({ type: 'new_message', content: expect.stringContaining('on Tax return 2025: "Can you sign today?"') });

    await world.firm.owner.agent.patch(`/api/projects/${projectId}/messages/${message.id}`).send({ content: 'Can you sign tomorrow?' }).expect(200);
    const [edited] = await bellItemsOf(client, projectId, 'new_message');
    expect(edited!.content).toMatch(/: "Can you sign tomorrow\?"$/);

    await world.firm.owner.agent.delete(`/api/projects/${projectId}/messages/${message.id}`).expect(200);
    expect(await bellItemsOf(client, projectId, 'new_message')).toEqual([]);
    expect(await bellItemsOf(admin, projectId, 'new_message')).toEqual([]);
  });
});

describe('POST /api/notifications/read: the chat on screen', () => {
  const read = (member: Pick<Member, 'agent'>, body: Record<string, unknown>) => member.agent.post('/api/notifications/read').send(body);

  it('marks read the message notifications up to the newest message shown, and no later one', async () => {
    const { client, projectId } = await projectWithClient();
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    const messages: Message[] = [];
    for (const [index, text] of ['One', 'Two', 'Three'].entries()) {
      setClock(() => new Date(base + index * 60_000));
      messages.push(await say(world.firm.owner, projectId, text));
    }
    // A milestone's news on the same project is not a message: it stays unread.
    await addMilestone(world.firm.owner.agent, projectId, { name: 'Sign' });

    const answer = await read(client, { projectId, type: 'new_message', lastShownMessageId: messages[1]!.id }).expect(200);
    expect(answer.body).toEqual({ ok: true, updated: 2 });
    const bell = await bellOf(client);
    const readByText = Object.fromEntries(bell.filter((item) => item.projectId === projectId).map((item) => [item.content.split(': ')[1] ?? item.type, item.read]));
    expect(readByText).toEqual({ '"One"': true, '"Two"': true, '"Three"': false, milestone_created: false });
    // The firm's owner sent them: nothing of theirs to mark.
    expect((await read(world.firm.owner, { projectId, type: 'new_message', lastShownMessageId: messages[2]!.id }).expect(200)).body.updated).toBe(0);

    expect((await read(client, { projectId, type: 'new_message', lastShownMessageId: messages[2]!.id }).expect(200)).body.updated).toBe(1);
    expect((await bellItemsOf(client, projectId, 'new_message')).every((item) => item.read)).toBe(true);
  });

  it("marks only the caller's own, in a project they may see", async () => {
    const { client, projectId } = await projectWithClient();
    const message = await say(client, projectId, 'Hello');
    await read(world.firm.owner, { projectId, type: 'new_message', lastShownMessageId: message.id }).expect(200, { ok: true, updated: 1 });
    expect((await bellItemsOf(admin, projectId, 'new_message'))[0]!.read).toBe(false);

    const other = await projectWithClient('Payroll');
    const elsewhere = await say(other.client, other.projectId, 'Hi');
    await read(client, { projectId: other.projectId, type: 'new_message', lastShownMessageId: elsewhere.id }).expect(403, {
      message: 'You do not have access to this project',
    });
    await read(world.otherFirm.owner, { projectId, type: 'new_message', lastShownMessageId: message.id }).expect(404, { message: 'Project not found' });
    // A message of another project is not one of this chat's.
    await read(admin, { projectId, type: 'new_message', lastShownMessageId: elsewhere.id }).expect(404, { message: 'Message not found' });
    await world.api.agent().post('/api/notifications/read').send({ projectId, type: 'new_message', lastShownMessageId: message.id }).expect(401);
  });

  it('refuses bad input with a message to act on', async () => {
    const { projectId } = await projectWithClient();
    const badType = await read(world.firm.owner, { projectId, type: 'everything', lastShownMessageId: new Types.ObjectId().toString() }).expect(400);
    expect(badType.body.errors).toEqual({ type: 'type must be new_message' });
    const badId = await read(world.firm.owner, { projectId, type: 'new_message', lastShownMessageId: { $gt: '' } }).expect(400);
    expect(badId.body.errors).toEqual({ lastShownMessageId: 'Must be an id' });
  });
});

describe('milestone changes beyond their status', () => {
  const milestonePath = (projectId: string, milestoneId: string) => `/api/projects/${projectId}/milestones/${milestoneId}`;

  it('tells the client of a corrected name or due date, and of a removal', async () => {
    const { client, projectId } = await projectWithClient();
    const milestone = await addMilestone(world.firm.owner.agent, projectId, { name: 'Sign', dueDate: '2099-05-01' });
    await world.teamMember.agent.patch(milestonePath(projectId, milestone.id)).send({ name: 'Sign the return', dueDate: '2099-05-15' }).expect(200);

    const [edited] = await bellItemsOf(client, projectId, 'milestone_edited');
    expect(edited).toMatchObject({
      content: 'Milestone "Sign the return" on Tax return 2025 was changed',
      milestoneData: { name: 'Sign the return', status: 'pending', dueDate: '2099-05-15T00:00:00.000Z' },
    });
    expect(await bellItemsOf(world.firm.owner, projectId, 'milestone_edited')).toHaveLength(1);
    expect(await bellItemsOf(world.teamMember, projectId, 'milestone_edited')).toEqual([]);

    // Its description alone, or a save that changes nothing, is no news; a new due date again is.
    await world.teamMember.agent.patch(milestonePath(projectId, milestone.id)).send({ description: 'Both of you sign' }).expect(200);
    await world.teamMember.agent.patch(milestonePath(projectId, milestone.id)).send({ name: 'Sign the return', dueDate: '2099-05-15' }).expect(200);
    expect(await bellItemsOf(client, projectId, 'milestone_edited')).toHaveLength(1);
    await world.teamMember.agent.patch(milestonePath(projectId, milestone.id)).send({ dueDate: '2099-06-01' }).expect(200);
    const [later] = await bellItemsOf(client, projectId, 'milestone_edited');
    expect(later!.milestoneData).toEqual({ name: 'Sign the return', status: 'pending', dueDate: '2099-06-01T00:00:00.000Z' });
    expect(await bellItemsOf(client, projectId, 'milestone_edited')).toHaveLength(2);

    await world.firm.owner.agent.delete(milestonePath(projectId, milestone.id)).expect(200);
    const [deleted] = await bellItemsOf(client, projectId, 'milestone_deleted');
    expect(deleted).toMatchObject({ content: 'Milestone "Sign the return" was removed from Tax return 2025' });
    expect(deleted).not.toHaveProperty('milestoneData');
  });

  it('announces a reopened milestone, and its completion again, once each even when the screen reports them too', async () => {
    const { client, projectId } = await projectWithClient();
    const milestone = await addMilestone(world.firm.owner.agent, projectId, { name: 'Draft' });
    const move = async (status: string) => {
      await world.firm.owner.agent.patch(milestonePath(projectId, milestone.id)).send({ status }).expect(200);
      // The screens also report each move; the same event is not announced twice.
      const report = await world.firm.owner.agent
        .post('/api/notifications')
        .send({ type: 'milestone_updated', projectId, metadata: { milestoneId: milestone.id } })
        .expect(201);
      expect(report.body.notified).toBe(0);
    };
    for (const status of ['in_progress', 'completed', 'in_progress', 'completed', 'in_progress']) await move(status);

    const moves = (await bellItemsOf(client, projectId, 'milestone_updated')).reverse();
    expect(moves.map((item) => [item.content, item.milestoneData?.status])).toEqual([
      ['Milestone "Draft" on Tax return 2025 is in progress', 'in_progress'],
      ['Milestone "Draft" on Tax return 2025 is completed', 'completed'],
      ['Milestone "Draft" on Tax return 2025 was reopened', 'in_progress'],
      ['Milestone "Draft" on Tax return 2025 is completed', 'completed'],
      ['Milestone "Draft" on Tax return 2025 was reopened', 'in_progress'],
    ]);
  });
});

describe('documents', () => {
  it('tells the client when the firm accepts an item they sent', async () => {
    const { client, projectId } = await projectWithClient();
    const [item] = (
      await world.firm.owner.agent
        .post(`/api/projects/${projectId}/document-requests`)
        .send({ items: [{ name: 'Passport' }] })
        .expect(201)
    ).body;
    await client.agent
      .post(`/api/projects/${projectId}/documents`)
      .unset('Content-Type')
      .field('requestItemId', item.id)
      .attach('file', Buffer.from('%PDF-1.7\npassport'), 'passport.pdf')
      .expect(201);
    await world.teamMember.agent.patch(`/api/document-requests/${item.id}`).send({ status: 'accepted' }).expect(200);

    const [accepted, ...more] = await bellItemsOf(client, projectId, 'document_accepted');
    expect(more).toEqual([]);
    expect(accepted).toMatchObject({ content: 'Tax return 2025: "Passport" was accepted', read: false });
    expect(await bellItemsOf(world.firm.owner, projectId, 'document_accepted')).toEqual([]);
  });
});

describe('a new webhook request', () => {
  it("reaches the bell of the firm's owner and admins, live, and no one else's", async () => {
    const token = (await world.firm.owner.agent.get('/api/organizations/webhook-token').expect(200)).body.webhookConfig.webhookToken;
    const socket = await openSocket(world.api, admin);
    const pushed = nextEvent<Notification>(socket, 'notification');
    await world.api
      .agent()
      .post('/api/webhooks/incoming')
      .set('X-Webhook-Token', token)
      .send({ type: 'client_request', content: 'Call back Ava about the lease', source: 'crm' })
      .expect(201);

    const expected = { type: 'webhook_request', content: 'New request from crm: "Call back Ava about the lease"', projectId: null, read: false };
    expect(await pushed).toMatchObject(expected);
    expect(await bellItemsOf(world.firm.owner, null, 'webhook_request')).toEqual([expect.objectContaining(expected)]);
    expect(await bellItemsOf(admin, null, 'webhook_request')).toHaveLength(1);
    expect(await bellItemsOf(world.teamMember, null, 'webhook_request')).toEqual([]);
    expect(await bellItemsOf(world.client, null, 'webhook_request')).toEqual([]);
    expect(await bellItemsOf(world.otherFirm.owner, null, 'webhook_request')).toEqual([]);
  });
});

describe('notifyDocumentReminders', () => {
  it("puts the reminder in the client's bell once per reminder", async () => {
    const { client, projectId } = await projectWithClient();
    const project = {
      _id: new Types.ObjectId(projectId),
      organizationId: new Types.ObjectId(world.firm.organizationId),
      name: 'Tax return 2025',
      clientId: new Types.ObjectId(client.id),
    };
    const item = { _id: new Types.ObjectId(), name: 'Passport' };
    const socket = await openSocket(world.api, client);
    const pushed = nextEvent<Notification>(socket, 'notification');

    await notifyDocumentReminders({ project, reminders: [{ item, number: 1 }] });
    expect(await pushed).toMatchObject({ type: 'document_reminder', content: 'Reminder: Tax return 2025 still needs "Passport"', projectId });
    await notifyDocumentReminders({ project, reminders: [{ item, number: 1 }] });
    expect(await bellItemsOf(client, projectId, 'document_reminder')).toHaveLength(1);
    await notifyDocumentReminders({ project, reminders: [{ item, number: 2 }] });
    expect(await bellItemsOf(client, projectId, 'document_reminder')).toHaveLength(2);
    expect(await bellItemsOf(world.firm.owner, projectId, 'document_reminder')).toEqual([]);
  });
});

describe('a reminder sent', () => {
  it("reaches the client's bell, linked to the project, when the firm presses Remind now", async () => {
    const { client, projectId } = await projectWithClient();
    const [item] = (
      await world.firm.owner.agent
        .post(`/api/projects/${projectId}/document-requests`)
        .send({ items: [{ name: 'Passport', dueDate: '2099-04-15' }] })
        .expect(201)
    ).body;
    await world.firm.owner.agent.post(`/api/document-requests/${item.id}/remind`).expect(200);

    expect(await bellItemsOf(client, projectId, 'document_reminder')).toEqual([
      expect.objectContaining({ content: 'Reminder: Tax return 2025 still needs "Passport"', read: false }),
    ]);
    expect(await bellItemsOf(world.firm.owner, projectId, 'document_reminder')).toEqual([]);
  });
});

describe('archived projects', () => {
  it('leave the bell, a poll included, and come back when restored', async () => {
    const { client, projectId } = await projectWithClient();
    await say(client, projectId, 'Anything new?');
    const before = await world.firm.owner.agent.get('/api/notifications').expect(200);
    expect(before.body.filter((item: Notification) => item.projectId === projectId)).toHaveLength(1);

    await world.firm.owner.agent.post(`/api/projects/${projectId}/archive`).expect(200);
    // The poll that held the list before is answered with the new one, not 304.
    const after = await world.firm.owner.agent.get('/api/notifications').set('If-None-Match', before.headers.etag!).expect(200);
    expect(after.body.filter((item: Notification) => item.projectId === projectId)).toEqual([]);
    expect(await bellItemsOf(client, projectId, 'milestone_created')).toEqual([]);

    await world.firm.owner.agent.post(`/api/projects/${projectId}/restore`).expect(200);
    expect(await bellItemsOf(world.firm.owner, projectId, 'new_message')).toHaveLength(1);
  });
});
