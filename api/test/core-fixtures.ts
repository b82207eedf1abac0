import type supertest from 'supertest';
import type { CreatedClient, Project } from '@clientline/contracts';
import type { Firm, Member } from './firm-fixtures';
import { uniqueEmail, type TestApi } from './test-api';

function cookieOf(response: supertest.Response): string {
  return (response.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
}

export interface FirmClient extends Member {
  created: CreatedClient;
}

/** A client made by the firm (POST /api/clients), signed in with its temporary password. */
export async function addClient(api: TestApi, firm: Firm, displayName = 'Carla Client'): Promise<FirmClient> {
  const username = uniqueEmail('client');
  const created = await firm.owner.agent.post('/api/clients').send({ username, displayName }).expect(201);
  const agent = api.agent();
  const login = await agent.post('/api/login').send({ username, password: created.body.temporaryPassword }).expect(200);
  return { agent, id: created.body.id, username, cookie: cookieOf(login), created: created.body };
}

export async function addProject(firm: Firm, clientId: string, fields: Record<string, unknown> = {}): Promise<Project> {
  const response = await firm.owner.agent
    .post('/api/projects')
    .send({ name: 'Annual accounts', description: 'Year-end filing', startDate: '2020-01-01', endDate: null, clientId, ...fields })
    .expect(201);
  return response.body;
}

export async function addMilestone(agent: supertest.Agent, projectId: string, fields: Record<string, unknown> = {}) {
  const response = await agent
    .post(`/api/projects/${projectId}/milestones`)
    .send({ name: 'Collect receipts', description: 'All of them', dueDate: '2099-06-30', ...fields })
    .expect(201);
  return response.body as Project['milestones'][number];
}
