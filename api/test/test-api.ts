import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { startDevDb } from '@clientline/devdb';
import { loadConfig, type Config } from '../src/config';
import { withDatabaseName } from '../src/database';
import { createHttpServer } from '../src/http-server';

export interface TestApi {
  config: Config;
  /** http://127.0.0.1:<port> of the listening server (for socket.io clients). */
  baseUrl: string;
  /**
   * A fresh cookie-keeping client: one per simulated browser. Like the frontend's data layer it says
   * `Content-Type: application/json` on every request, body or not; `.set()` or `.unset()` overrides it.
   */
  agent(): supertest.Agent;
  stop(): Promise<void>;
}

/**
 * One in-memory devdb and one listening api per test file, on a database name of its own.
 * Use in beforeAll/afterAll.
 */
export async function startTestApi(options: { frontendRoot?: string; env?: NodeJS.ProcessEnv } = {}): Promise<TestApi> {
  const devDb = await startDevDb({ port: 0 });
  await mongoose.connect(withDatabaseName(devDb.uri, `clientline-test-${randomUUID()}`));
  // Build the unique indexes (username, organization slug) before the first request relies on them.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));

  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const handle = createHttpServer({ config, frontendRoot: options.frontendRoot });
  await new Promise<void>((resolve) => handle.server.listen(0, '127.0.0.1', resolve));
  const { port } = handle.server.address() as AddressInfo;

  return {
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    agent: () => supertest.agent(handle.server).set('Content-Type', 'application/json'),
    async stop() {
      await handle.close();
      await mongoose.disconnect();
      await devDb.stop();
    },
  };
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Registers an organization account (signed in on `agent` afterwards). */
export async function registerOrganization(agent: supertest.Agent, organizationName = `Firm ${randomUUID().slice(0, 8)}`) {
  const username = uniqueEmail('owner');
  const response = await agent
    .post('/api/register')
    .send({ username, password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName })
    .expect(201);
  return { username, organizationName, user: response.body.user };
}
