import { addClient, addMilestone, addProject } from './core-fixtures';
import { createFirm, type Firm } from './firm-fixtures';
import { startTestApi, type TestApi } from './test-api';

let api: TestApi;
let firm: Firm;
let projectId: string;
let calls: Array<{ method: 'post' | 'patch' | 'put'; path: string; fields: string[] }>;
beforeAll(async () => {
  api = await startTestApi();
  firm = await createFirm(api);
  const client = await addClient(api, firm);
  projectId = (await addProject(firm, client.id)).id;
  const milestoneId = (await addMilestone(firm.owner.agent, projectId)).id;
  calls = [
    { method: 'post', path: '/api/clients', fields: ['username', 'displayName'] },
    { method: 'post', path: '/api/projects', fields: ['name', 'description', 'startDate', 'endDate', 'clientId', 'newClient', 'assigneeIds'] },
    { method: 'patch', path: `/api/projects/${projectId}`, fields: ['startDate', 'endDate'] },
    { method: 'put', path: `/api/projects/${projectId}/assignees`, fields: ['assigneeIds'] },
    { method: 'post', path: `/api/projects/${projectId}/milestones`, fields: ['name', 'description', 'dueDate'] },
    { method: 'patch', path: `/api/projects/${projectId}/milestones/${milestoneId}`, fields: ['status'] },
    { method: 'post', path: '/api/notifications', fields: ['type', 'projectId', 'title', 'description', 'metadata'] },
    { method: 'post', path: '/api/notifications/mark-read', fields: ['ids'] },
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

async function projectAsStored() {
  return (await firm.owner.agent.get(`/api/projects/${projectId}`).expect(200)).body;
}

describe('bad input to the firm-data write calls is a 4xx with a message, never a 500', () => {
  it.each(BAD_VALUES)('refuses %s in every field of every call', async (_label, value) => {
    const before = await projectAsStored();
    for (const { method, path, fields } of calls) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const response = await firm.owner.agent[method](path).send(body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(typeof response.body.message).toBe('string');
    }
    expect(await projectAsStored()).toEqual(before);
    await api.agent().get('/api/health').expect(200);
  });

  it('answers 404 for ids in the path that are not ids', async () => {
    for (const id of ['%24ne', 'null', '0'.repeat(25), '{"$gt":""}']) {
      await firm.owner.agent.get(`/api/projects/${encodeURIComponent(id)}`).expect(404, { message: 'Project not found' });
      await firm.owner.agent.patch(`/api/projects/${projectId}/milestones/${encodeURIComponent(id)}`).send({ status: 'in_progress' }).expect(404);
    }
  });
});
