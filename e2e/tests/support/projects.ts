import { expect, type APIRequestContext } from '@playwright/test';

/** What the specs send to POST /api/projects. */
export interface NewProject {
  name: string;
  description?: string;
  startDate: string;
  endDate?: string;
  clientId: string;
}

/** A project the firm creates through the api; its id. */
export async function createProject(firm: APIRequestContext, project: NewProject): Promise<string> {
  const response = await firm.post('/api/projects', { data: project });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).id as string;
}

/** A milestone the firm adds to a project through the api. */
export async function addMilestone(firm: APIRequestContext, projectId: string, milestone: { name: string; dueDate: string }) {
  const response = await firm.post(`/api/projects/${projectId}/milestones`, { data: milestone });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The firm asks the project's client for one document and reminds them of it at once ("Remind now"). */
export async function requestAndRemind(firm: APIRequestContext, projectId: string, name: string) {
  const asked = await firm.post(`/api/projects/${projectId}/document-requests`, { data: { items: [{ name }] } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const [item] = (await asked.json()) as Array<{ id: string }>;
  const reminded = await firm.post(`/api/document-requests/${item!.id}/remind`, { data: {} });
  expect(reminded.ok(), await reminded.text()).toBe(true);
}
