import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Firm {
  username: string;
  password: string;
  displayName: string;
  organizationName: string;
}

/** Registers a new firm through the api; the request context keeps its session cookie. */
export async function registerFirm(request: APIRequestContext): Promise<Firm> {
  const id = randomUUID().slice(0, 8);
  const firm = {
    username: `owner-${id}@example.com`,
    password: 'correct horse battery',
    displayName: `Owner ${id}`,
    organizationName: `Firm ${id}`,
  };
  const response = await request.post('/api/register', { data: { ...firm, role: 'organization' } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return firm;
}
