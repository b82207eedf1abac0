import { createFirm, createProject, joinFirm, type Firm } from './firm-fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let projectId: string;
let calls: Array<{ method: 'post'; path: string; fields: string[] }>;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  const client = await joinFirm(api, firm, 'client');
  projectId = await createProject(firm, client);
  const timelineId = (await firm.owner.agent.get(`/api/projects/${projectId}/timelines`).expect(200)).body.id;
  await firm.owner.agent.get('/api/organizations/webhook-token').expect(200);
  calls = [
    { method: 'post', path: `/api/projects/${projectId}/messages`, fields: ['content', 'senderName'] },
    { method: 'post', path: `/api/projects/${projectId}/timelines`, fields: ['name', 'description', 'startDate', 'endDate'] },
    { method: 'post', path: `/api/timelines/${timelineId}/share`, fields: ['expiresAt'] },
    { method: 'post', path: '/api/webhooks/incoming', fields: ['type', 'content', 'source', 'token'] },
    {
      method: 'post',
      path: '/api/early-access',
      fields: ['fullName', 'email', 'companyName', 'role', 'teamSize', 'industry', 'useCase', 'expectedStartDate', 'priority'],
    },
  ];
});
afterAll(() => api.stop());

const BAD_VALUES: Array<[string, unknown]> = [
  ['an operator', { $ne: null }],
  ['a number', 42],
  ['an array', [{ $gt: '' }]],
  ['an object', { name: 'x', email: { $regex: '.*' } }],
  ['a string longer than any field allows', 'x'.repeat(6_000)],
];

async function storedState() {
  const [messages, timeline, webhooks] = await Promise.all([
    firm.owner.agent.get(`/api/projects/${projectId}/messages`).expect(200),
    firm.owner.agent.get(`/api/projects/${projectId}/timelines`).expect(200),
    firm.owner.agent.get('/api/webhook-requests').expect(200),
  ]);
  return { messages: messages.body, tasks: timeline.body.tasks, webhooks: webhooks.body.requests };
}

describe('bad input to the collaboration write calls is a 4xx with a message, never a 500', () => {
  it.each(BAD_VALUES)('refuses %s in every field of every call, storing nothing', async (_label, value) => {
    const before = await storedState();
    for (const { method, path, fields } of calls) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const response = await firm.owner.agent[method](path).send(body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(typeof response.body.message).toBe('string');
    }
    expect(await storedState()).toEqual(before);
    await api.agent().get('/api/health').expect(200);
  });

  it('answers 404 for ids in the path that are not ids', async () => {
    for (const id of ['%24ne', 'null', '0'.repeat(25), '{"$gt":""}']) {
      const encoded = encodeURIComponent(id);
      await firm.owner.agent.get(`/api/projects/${encoded}/messages`).expect(404, { message: 'Project not found' });
      await firm.owner.agent.post(`/api/projects/${encoded}/timelines`).send({}).expect(404, { message: 'Project not found' });
      await firm.owner.agent.post(`/api/timelines/${encoded}/share`).send({}).expect(404, { message: 'Timeline not found' });
      await firm.owner.agent.delete(`/api/timelines/${encoded}/share`).expect(404, { message: 'Timeline not found' });
      await api.agent().get(`/api/timelines/shared/${encoded}`).expect(404);
    }
  });

  it('ignores operators in the dashboard query string', async () => {
    const response = await firm.owner.agent.get('/api/metrics/dashboard?startDate[$gt]=&endDate[$ne]=x').expect(200);
    expect(response.body.activeProjects).toBe(1);
  });
});
