import { JSON_BODY_LIMIT_BYTES } from '../src/app';
import { addClient, addMilestone, createFirm, createProject, joinFirm, type Firm, type Member } from './fixtures';
import { startTestApi, type TestApi } from './test-api';

/**
 * Every write call of docs/api.md x every kind of bad body, sent by a signed-in organization account
 * (so the body, not the session, is what gets refused): a 4xx with a message every time, nothing
 * stored, no prototype polluted, and the server still up; and every wrong value in every field of
 * the firm-data and collaboration calls. The auth calls' per-field cases are in bad-input.test.ts.
 */
type Method = 'post' | 'put' | 'patch' | 'delete';
interface WriteCall {
  method: Method;
  path: string;
  /** The body fields the call reads; none for calls without a body. */
  fields: string[];
}

let api: TestApi;
let firm: Firm;
let client: Member;
let pending: Member;
let projectId: string;
let timelineId: string;
let shareToken: string;
let calls: WriteCall[];
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  [client, pending] = await Promise.all([addClient(api, firm), joinFirm(api, firm, 'team_member', { approve: false })]);
  projectId = (await createProject(firm, client)).id;
  const milestoneId = (await addMilestone(firm.owner.agent, projectId)).id;
  timelineId = (await firm.owner.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
  const taskId = (await firm.owner.agent.post(`/api/projects/${projectId}/timelines`).send({ name: 'T', startDate: '2030-01-01', endDate: '2030-01-02' }).expect(201)).body.id;
  const messageId = (await firm.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Kept' }).expect(201)).body.id;
  shareToken = (await firm.owner.agent.post(`/api/timelines/${timelineId}/share`).send({}).expect(201)).body.shareUrl.split('/').pop();
  await firm.owner.agent.get('/api/organizations/webhook-token').expect(200);
  const itemId = (await firm.owner.agent.post(`/api/projects/${projectId}/document-requests`).send({ items: [{ name: 'W-2' }] }).expect(201)).body[0].id;
  await firm.owner.agent.post('/api/team/invitations').send({ email: 'invited-colleague@example.com' }).expect(201);
  const invitationId = (await firm.owner.agent.get('/api/team/invitations').expect(200)).body[0].id;

  calls = [
    { method: 'post', path: '/api/register', fields: ['username', 'password', 'role', 'displayName', 'organizationName', 'phoneNumber', 'practice'] },
    { method: 'post', path: '/api/login', fields: ['username', 'password', 'organizationName'] },
    { method: 'post', path: '/api/logout', fields: [] },
    { method: 'post', path: '/api/auth/validate-access-token', fields: ['token'] },
    { method: 'post', path: '/api/change-password', fields: ['currentPassword', 'newPassword'] },
    { method: 'post', path: '/api/user/complete-onboarding', fields: [] },
    { method: 'post', path: '/api/user/email-confirmation', fields: [] },
    { method: 'post', path: '/api/auth/confirm-email/check', fields: ['token'] },
    { method: 'post', path: '/api/auth/confirm-email', fields: ['token', 'password'] },
    { method: 'delete', path: `/api/clients/${client.id}/pending-email`, fields: [] },
    { method: 'post', path: `/api/team/members/${pending.id}/approve`, fields: [] },
    { method: 'post', path: '/api/user/reauthenticate', fields: ['password', 'code'] },
    { method: 'post', path: '/api/team/invitations', fields: ['email'] },
    { method: 'post', path: `/api/team/invitations/${invitationId}/resend`, fields: [] },
    { method: 'delete', path: `/api/team/invitations/${invitationId}`, fields: [] },
    { method: 'post', path: '/api/team/invitations/check', fields: ['token'] },
    { method: 'post', path: '/api/team/invitations/accept', fields: ['token', 'displayName', 'password'] },
    { method: 'post', path: '/api/clients', fields: ['username', 'displayName'] },
    { method: 'post', path: '/api/projects', fields: ['name', 'description', 'startDate', 'endDate', 'clientId', 'newClient', 'assigneeIds'] },
    { method: 'patch', path: `/api/projects/${projectId}`, fields: ['startDate', 'endDate'] },
    { method: 'put', path: `/api/projects/${projectId}/assignees`, fields: ['assigneeIds'] },
    { method: 'post', path: `/api/projects/${projectId}/complete`, fields: [] },
    { method: 'post', path: `/api/projects/${projectId}/milestones`, fields: ['name', 'description', 'dueDate'] },
    { method: 'patch', path: `/api/projects/${projectId}/milestones/${milestoneId}`, fields: ['status'] },
    { method: 'patch', path: `/api/projects/${projectId}/milestones/${milestoneId}`, fields: ['name', 'description', 'dueDate'] },
    { method: 'post', path: '/api/notifications/mark-read', fields: ['ids'] },
    { method: 'post', path: '/api/notifications/read', fields: ['projectId', 'type', 'lastShownMessageId'] },
    { method: 'post', path: '/api/notifications', fields: ['type', 'projectId', 'title', 'description', 'metadata'] },
    { method: 'post', path: `/api/projects/${projectId}/messages`, fields: ['content', 'senderName'] },
    { method: 'post', path: `/api/projects/${projectId}/timelines`, fields: ['name', 'description', 'startDate', 'endDate', 'assigneeId', 'status'] },
    { method: 'patch', path: `/api/projects/${projectId}/tasks/${taskId}`, fields: ['name', 'description', 'startDate', 'endDate', 'assigneeId', 'status'] },
    { method: 'patch', path: `/api/projects/${projectId}/messages/${messageId}`, fields: ['content'] },
    { method: 'delete', path: `/api/projects/${projectId}/messages/${messageId}`, fields: [] },
    { method: 'delete', path: `/api/projects/${projectId}/tasks/${taskId}`, fields: [] },
    { method: 'delete', path: `/api/projects/${projectId}/milestones/${milestoneId}`, fields: [] },
    { method: 'post', path: `/api/timelines/${timelineId}/share`, fields: ['expiresAt', 'includeConversation', 'name'] },
    { method: 'delete', path: `/api/timelines/${timelineId}/share`, fields: [] },
    { method: 'post', path: '/api/organizations/webhook-token', fields: [] },
    { method: 'put', path: '/api/organizations/practice', fields: ['practice'] },
    { method: 'put', path: '/api/reminders/settings', fields: ['enabled', 'withDueDate', 'withoutDueDate'] },
    { method: 'put', path: `/api/document-requests/${itemId}/reminders`, fields: ['enabled'] },
    { method: 'post', path: `/api/document-requests/${itemId}/remind`, fields: [] },
    { method: 'post', path: `/api/document-requests/${itemId}/reopen`, fields: [] },
    { method: 'post', path: '/api/webhooks/incoming', fields: ['type', 'content', 'source', 'token'] },
    {
      method: 'post',
      path: '/api/early-access',
      fields: ['fullName', 'email', 'companyName', 'role', 'teamSize', 'industry', 'useCase', 'expectedStartDate', 'priority'],
    },
  ];
});
afterAll(() => api.stop());

// 30 kB: under the webhook call's 32 kB limit too.
const NESTING_DEPTH = 5_000;
const deeplyNested = `${'{"a":'.repeat(NESTING_DEPTH)}1${'}'.repeat(NESTING_DEPTH)}`;

interface BadBody {
  label: string;
  status: number;
  /** Only for calls that read fields: a call without a body ignores unknown fields, as documented. */
  needsFields?: boolean;
  body: (fields: string[]) => string;
  contentType?: string;
}

const BAD_BODIES: BadBody[] = [
  { label: 'malformed JSON', status: 400, body: () => '{"name": "x", ' },
  { label: 'a body over 100 kB', status: 413, body: () => JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }) },
  { label: 'a JSON array', status: 400, body: () => '[{"name":"x"}]' },
  { label: 'a JSON string', status: 400, body: () => '"text"' },
  { label: 'a JSON number', status: 400, body: () => '42' },
  { label: 'JSON null', status: 400, body: () => 'null' },
  { label: 'a form-encoded body', status: 415, body: () => 'name=x&role=organization', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'operators and prototype keys in every field',
    status: 400,
    needsFields: true,
    body: (fields) =>
      `{"$where":"sleep(1000)","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${fields
        .map((field) => `"${field}":{"$ne":null}`)
        .join(',')}}`,
  },
  { label: 'objects nested 5,000 deep in a field', status: 400, needsFields: true, body: (fields) => `{"${fields[0]}":${deeplyNested}}` },
];

/** Everything the refused calls could have changed, as the firm sees it. */
async function storedState() {
  const owner = firm.owner.agent;
  const reads = await Promise.all([
    owner.get('/api/user').expect(200),
    owner.get(`/api/projects/${projectId}`).expect(200),
    owner.get('/api/projects').expect(200),
    owner.get('/api/clients').expect(200),
    owner.get('/api/team/pending').expect(200),
    owner.get('/api/team/invitations').expect(200),
    owner.get(`/api/projects/${projectId}/messages`).expect(200),
    owner.get(`/api/projects/${projectId}/timelines`).expect(200),
    owner.get('/api/organizations/webhook-token').expect(200),
    owner.get('/api/webhook-requests').expect(200),
    owner.get('/api/notifications').expect(200),
    owner.get('/api/reminders/settings').expect(200),
    owner.get(`/api/projects/${projectId}/document-requests`).expect(200),
    client.agent.get('/api/notifications').expect(200),
    api.agent().get(`/api/timelines/shared/${shareToken}`).expect(200),
  ]);
  return reads.map((response) => response.body);
}

const AUTH_PATHS = ['/api/register', '/api/login', '/api/auth/validate-access-token', '/api/change-password'];

const BAD_FIELD_VALUES: Array<[string, unknown]> = [
  ['an operator', { $ne: null }],
  ['a number', 42],
  ['an array', [{ $gt: '' }]],
  ['an object', { name: 'x', email: { $regex: '.*' } }],
  ['a string longer than any field allows', 'x'.repeat(6_000)],
];

describe('every write call refuses every kind of bad body', () => {
  it.each(BAD_BODIES)('$label', async ({ status, needsFields, body, contentType = 'application/json' }) => {
    const before = await storedState();
    const tried = calls.filter((call) => !needsFields || call.fields.length > 0);
    for (const { method, path, fields } of tried) {
      const response = await firm.owner.agent[method](path).set('Content-Type', contentType).send(body(fields));
      expect({ method, path, status: response.status }).toEqual({ method, path, status });
      expect(typeof response.body.message).toBe('string');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await storedState()).toEqual(before);
    await api.agent().get('/api/ready').expect(200, { ok: true, database: 'up' });
  });
});

describe('the firm-data and collaboration calls refuse a wrong value in any field', () => {
  it.each(BAD_FIELD_VALUES)('refuses %s in every field of every call, storing nothing', async (_label, value) => {
    const before = await storedState();
    const domainCalls = calls.filter((call) => call.fields.length > 0 && !AUTH_PATHS.includes(call.path));
    for (const { method, path, fields } of domainCalls) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const response = await firm.owner.agent[method](path).send(body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(typeof response.body.message).toBe('string');
    }
    expect(await storedState()).toEqual(before);
    await api.agent().get('/api/health').expect(200);
  });
});
