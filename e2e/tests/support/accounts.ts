import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

export interface Firm {
  username: string;
  password: string;
  displayName: string;
  organizationName: string;
}

/**
 * Registers a new firm through the api; the request context keeps its session cookie. Each firm registers
 * from an office of its own (an address of the 198.18.0.0/15 test range, through the proxy's
 * X-Forwarded-For), as real firms do: a worker's api sees every spec's firms, more than the 50 one address
 * may register in 15 minutes.
 */
export async function registerFirm(request: APIRequestContext): Promise<Firm> {
  const id = randomUUID().slice(0, 8);
  const firm = {
    username: `owner-${id}@example.com`,
    password: 'correct horse battery',
    displayName: `Owner ${id}`,
    organizationName: `Firm ${id}`,
  };
  const response = await request.post('/api/register', {
    data: { ...firm, role: 'organization' },
    headers: { 'X-Forwarded-For': `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return firm;
}

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A client of the firm whose password is already set through the first-access call, on a throw-away session. */
export async function createClientWithPassword(playwright: Playwright, baseURL: string, firm: APIRequestContext, password: string) {
  const id = randomUUID().slice(0, 8);
  const username = `client-${id}@example.com`;
  const displayName = `Client ${id}`;
  const created = await firm.post('/api/clients', { data: { username, displayName } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: clientId, firstAccessUrl } = await created.json();

  const anonymous = await playwright.request.newContext({ baseURL });
  const accessToken = firstAccessUrl.split('/').pop();
  const passwordSet = await anonymous.post('/api/change-password', {
    data: { currentPassword: accessToken, newPassword: password },
  });
  expect(passwordSet.ok(), await passwordSet.text()).toBe(true);
  await anonymous.dispose();
  return { clientId: clientId as string, username, displayName };
}

/** A new firm on an api session of its own (the caller disposes of it) and a client of it whose password is set. */
export async function registerFirmWithClient(playwright: Playwright, baseURL: string, clientPassword: string) {
  const firm = await playwright.request.newContext({ baseURL });
  await registerFirm(firm);
  const client = await createClientWithPassword(playwright, baseURL, firm, clientPassword);
  return { firm, client };
}
