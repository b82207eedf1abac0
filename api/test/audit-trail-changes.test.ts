import type supertest from 'supertest';
import { DEFAULT_REMINDER_SETTINGS, type AuditAction, type AuditEntry, type AuditLogPage } from '@clientline/contracts';
import { addClient, addMilestone, createFirm, createProject, inviteTeamMember, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * The changes a firm may be asked about, each in its audit trail (docs/api.md, "Audit trail"): projects,
 * milestones, tasks, document requests, message edits and deletions and settings, with the fields that
 * changed from what to what. A save that changes nothing writes no entry.
 */
let api: TestApi;
let firm: Firm;
let member: Member;
let client: Member;

beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  member = await inviteTeamMember(api, firm, { displayName: 'Tess Teammate' });
  client = await addClient(api, firm, { displayName: 'Carla Client' });
}, 30_000);
afterAll(() => api.stop());

/** The newest entries of `action` in the firm's trail. */
async function entriesOf(action: AuditAction): Promise<AuditEntry[]> {
  return ((await firm.owner.agent.get(`/api/audit-log?action=${action}`).expect(200)).body as AuditLogPage).entries;
}

async function newest(action: AuditAction): Promise<AuditEntry> {
  const [entry] = await entriesOf(action);
  expect([action, entry]).toEqual([action, expect.anything()]);
  return entry!;
}

const owner = (): supertest.Agent => firm.owner.agent;

describe('projects', () => {
  it('records a project created, edited, given a new team, completed, reopened, archived, restored and deleted', async () => {
    const project = await createProject(firm, client, { name: 'Tax return 2025', startDate: '2026-01-05', endDate: '2026-03-01' });
    await owner().patch(`/api/projects/${project.id}`).send({ name: 'Tax return 2025 (joint)', startDate: '2026-01-05', endDate: '2026-04-15' }).expect(200);
    // The edit form sends every field: unchanged, no entry.
    await owner().patch(`/api/projects/${project.id}`).send({ name: 'Tax return 2025 (joint)', startDate: '2026-01-05', endDate: '2026-04-15' }).expect(200);
    await owner().put(`/api/projects/${project.id}/assignees`).send({ assigneeIds: [member.id] }).expect(200);
    await owner().post(`/api/projects/${project.id}/complete`).expect(200);
    await owner().post(`/api/projects/${project.id}/reopen`).expect(200);
    await owner().post(`/api/projects/${project.id}/archive`).expect(200);
    await owner().post(`/api/projects/${project.id}/restore`).expect(200);

    const where = { project: { id: project.id, name: 'Tax return 2025 (joint)' }, client: { id: client.id, displayName: 'Carla Client' } };
    expect(await newest('project.created')).toEqual(
      expect.objectContaining({ object: { type: 'project', id: project.id, name: 'Tax return 2025' }, client: where.client, actor: expect.objectContaining({ id: firm.owner.id }) }),
    );
    const edits = await entriesOf('project.updated');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toEqual(expect.objectContaining({ ...where, detail: 'Name: Tax return 2025 → Tax return 2025 (joint); End date: 2026-03-01 → 2026-04-15' }));
    expect((await newest('project.assignees_changed')).detail).toBe('Added: Tess Teammate; Removed: Olivia Owner');
    expect((await newest('project.completed')).detail).toMatch(/^Performance score: [\d.]+$/);
    for (const action of ['project.reopened', 'project.archived', 'project.restored'] as const) {
      expect(await newest(action)).toEqual(expect.objectContaining({ ...where, object: { type: 'project', id: project.id, name: 'Tax return 2025 (joint)' } }));
    }

    const empty = await createProject(firm, client, { name: 'Made by mistake' });
    await owner().delete(`/api/projects/${empty.id}`).expect(200);
    expect(await newest('project.deleted')).toEqual(expect.objectContaining({ object: { type: 'project', id: empty.id, name: 'Made by mistake' } }));
  });
});

describe('milestones and tasks', () => {
  it('records a milestone added, edited, moved and deleted, with the fields that changed', async () => {
    const project = await createProject(firm, client, { name: 'Payroll', assigneeIds: [member.id] });
    const milestone = await addMilestone(member.agent, project.id, { name: 'Collect receipts', dueDate: '2026-03-01' });
    await member.agent.patch(`/api/projects/${project.id}/milestones/${milestone.id}`).send({ name: 'Collect all receipts', dueDate: '2026-04-15' }).expect(200);
    await member.agent.patch(`/api/projects/${project.id}/milestones/${milestone.id}`).send({ status: 'in_progress' }).expect(200);
    await member.agent.delete(`/api/projects/${project.id}/milestones/${milestone.id}`).expect(200);

    const object = { type: 'milestone', id: milestone.id };
    expect(await newest('milestone.created')).toEqual(
      expect.objectContaining({ object: { ...object, name: 'Collect receipts' }, project: { id: project.id, name: 'Payroll' }, detail: 'Due date: 2026-03-01', actor: expect.objectContaining({ id: member.id }) }),
    );
    expect(await newest('milestone.updated')).toEqual(
      expect.objectContaining({ object: { ...object, name: 'Collect all receipts' }, detail: 'Name: Collect receipts → Collect all receipts; Due date: 2026-03-01 → 2026-04-15' }),
    );
    expect((await newest('milestone.status_changed')).detail).toBe('Status: Pending → In progress');
    expect(await newest('milestone.deleted')).toEqual(expect.objectContaining({ object: { ...object, name: 'Collect all receipts' }, client: { id: client.id, displayName: 'Carla Client' } }));
  });

  it('records a task added, edited and deleted, with the fields that changed', async () => {
    const project = await createProject(firm, client, { name: 'Bookkeeping' });
    const task = (await owner().post(`/api/projects/${project.id}/timelines`).send({ name: 'Reconcile bank', startDate: '2026-02-01', endDate: '2026-03-01' }).expect(201)).body;
    await owner().patch(`/api/projects/${project.id}/tasks/${task.id}`).send({ status: 'done', endDate: '2026-04-15', assigneeId: firm.owner.id }).expect(200);
    await owner().delete(`/api/projects/${project.id}/tasks/${task.id}`).expect(200);

    expect(await newest('task.created')).toEqual(expect.objectContaining({ object: { type: 'task', id: task.id, name: 'Reconcile bank' }, project: { id: project.id, name: 'Bookkeeping' } }));
    expect((await newest('task.updated')).detail).toBe('End date: 2026-03-01 → 2026-04-15; Status: To do → Done; Assignee: none → Olivia Owner');
    expect((await newest('task.deleted')).object).toEqual({ type: 'task', id: task.id, name: 'Reconcile bank' });
  });
});

describe('document requests', () => {
  it('records a document requested, accepted, reopened, asked for again, reminded and its reminders switched', async () => {
    const project = await createProject(firm, client, { name: 'Audit 2026' });
    const [w2, receipts] = (
      await owner()
        .post(`/api/projects/${project.id}/document-requests`)
        .send({ items: [{ name: 'W-2', dueDate: '2026-04-15' }, { name: 'Receipts' }] })
        .expect(201)
    ).body;
    await client.agent
      .post(`/api/projects/${project.id}/documents`)
      .unset('Content-Type')
      .field('requestItemId', w2.id)
      .attach('file', Buffer.from('%PDF-1.7\nW-2'), 'w2.pdf')
      .expect(201);
    await owner().patch(`/api/document-requests/${w2.id}`).send({ status: 'accepted' }).expect(200);
    await owner().post(`/api/document-requests/${w2.id}/reopen`).send({}).expect(200);
    await owner().patch(`/api/document-requests/${w2.id}`).send({ status: 'changes_requested', note: 'The page 2 is missing' }).expect(200);
    await owner().post(`/api/document-requests/${receipts.id}/remind`).expect(200);
    await owner().put(`/api/document-requests/${receipts.id}/reminders`).send({ enabled: false }).expect(200);

    const requested = await entriesOf('document_request.created');
    expect(requested.slice(0, 2).map((entry) => [entry.object?.name, entry.detail])).toEqual([
      ['Receipts', null],
      ['W-2', 'Due date: 2026-04-15'],
    ]);
    expect(await newest('document_request.accepted')).toEqual(
      expect.objectContaining({ object: { type: 'document_request', id: w2.id, name: 'W-2' }, project: { id: project.id, name: 'Audit 2026' }, detail: 'Status: Received → Accepted' }),
    );
    expect(await newest('document_request.acceptance_reopened')).toEqual(
      expect.objectContaining({ object: { type: 'document_request', id: w2.id, name: 'W-2' }, project: { id: project.id, name: 'Audit 2026' }, detail: 'Status: Accepted → Received' }),
    );
    expect((await newest('document_request.reopened')).detail).toBe('Status: Received → Asked again; Note: none → The page 2 is missing');
    expect(await newest('document_request.reminded')).toEqual(expect.objectContaining({ object: expect.objectContaining({ id: receipts.id }), detail: 'Reminder 1, mailed to Carla Client' }));
    expect((await newest('document_request.reminders_switched')).detail).toBe('Automatic reminders: on → off');
  });
});

describe('messages', () => {
  it("records a message's edit, with its text before and after, and its deletion", async () => {
    const project = await createProject(firm, client, { name: 'Estate plan' });
    const before = 'Please send the engagement letter and the year-end statements to our new address, 1 Elm St';
    const after = 'Please send the engagement letter and the year-end statements to our new address, 12 Elm St';
    const message = (await client.agent.post(`/api/projects/${project.id}/messages`).send({ content: before }).expect(201)).body;
    await client.agent.patch(`/api/projects/${project.id}/messages/${message.id}`).send({ content: after }).expect(200);
    await client.agent.delete(`/api/projects/${project.id}/messages/${message.id}`).expect(200);

    expect(await newest('message.edited')).toEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ id: client.id, role: 'client' }),
        object: { type: 'message', id: message.id, name: 'Please send the engagement letter and the year-end statemen…' },
        project: { id: project.id, name: 'Estate plan' },
        // One changed field has the room to show where the two differ.
        detail: `Text: ${before} → ${after}`,
      }),
    );
    expect((await newest('message.deleted')).object).toEqual({ type: 'message', id: message.id, name: 'Please send the engagement letter and the year-end statemen…' });
  });
});

describe('settings', () => {
  it("records the firm's reminder schedule and team settings, and a person's notification settings, from what to what", async () => {
    const schedule = { ...DEFAULT_REMINDER_SETTINGS, withDueDate: { ...DEFAULT_REMINDER_SETTINGS.withDueDate, daysBefore: 5 } };
    await owner().put('/api/reminders/settings').send(schedule).expect(200);
    await owner().put('/api/reminders/settings').send(schedule).expect(200);
    const reminderEntries = (await entriesOf('settings.changed')).filter((entry) => entry.detail?.startsWith('Reminder schedule'));
    expect(reminderEntries.map((entry) => entry.detail)).toEqual(['Reminder schedule: Days before the due date: 3 → 5']);

    await owner().put('/api/team/settings').send({ needToKnowAccess: true, twoFactorRequiredForStaffFrom: '2099-01-01' }).expect(200);
    await owner().put('/api/team/settings').send({ needToKnowAccess: false, twoFactorRequiredForStaffFrom: null }).expect(200);
    const teamEntries = (await entriesOf('settings.changed')).filter((entry) => entry.detail?.startsWith('Team settings'));
    expect(teamEntries.map((entry) => entry.detail)).toEqual([
      'Team settings: Need-to-know access: on → off; Two-factor required of staff from: 2099-01-01 → none',
      'Team settings: Need-to-know access: off → on; Two-factor required of staff from: none → 2099-01-01',
    ]);

    await client.agent.put('/api/user/notification-settings').send({ signInAlerts: true, activityMail: { projects: 'off' } }).expect(200);
    expect(await newest('notification_settings.changed')).toEqual(
      expect.objectContaining({
        object: { type: 'user', id: client.id, name: 'Carla Client' },
        client: { id: client.id, displayName: 'Carla Client' },
        detail: 'Sign-in alerts: off → on; Milestones and projects: Daily digest → Off',
      }),
    );
  });
});

describe('the export', () => {
  it("gives a change's label in words and its fields from what to what", async () => {
    const csv = await owner().get('/api/audit-log/export.csv?action=milestone.updated').buffer(true).expect(200);
    expect(csv.text).toContain(',Milestone edited,Tess Teammate,Team member,Collect all receipts,Payroll,Carla Client,Name: Collect receipts → Collect all receipts; Due date: 2026-03-01 → 2026-04-15,');
  });
});
