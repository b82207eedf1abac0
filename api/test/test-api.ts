import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { startDevDb } from '@clientline/devdb';
import { loadConfig, type Config } from '../src/config';
import { withDatabaseName } from '../src/database';
import { createHttpServer } from '../src/http-server';
import type { CaughtMail } from '../src/mail/mailbox';
import { startMail } from '../src/mail/start';
import { localReplies } from '../src/replies/inbound';
import { logger } from '../src/observability/logger';
import { waitFor } from './wait-for';

export interface TestApi {
  config: Config;
  /** http://127.0.0.1:<port> of the listening server (for socket.io clients). */
  baseUrl: string;
  /**
   * A fresh cookie-keeping client: one per simulated browser. Like the frontend's data layer it says
   * `Content-Type: application/json` on every request, body or not; `.set()` or `.unset()` overrides it.
   */
  agent(): supertest.Agent;
  /** What the embedded SMTP server caught for this api, newest first (the local mailbox page's list). */
  caughtMail(): Promise<CaughtMail[]>;
  /** Waits (up to 10 s) for a mail to `to` that `matches`, as the worker delivers it after the answer. */
  mailTo(to: string, matches?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  /** The embedded catcher's smtp:// address, for an api in this process: mail sent there comes in as from the internet (a reply, say). */
  smtpUrl?: string;
  stop(): Promise<void>;
}

/**
 * One in-memory devdb and one listening api per test file, on a database name of its own.
 * Use in beforeAll/afterAll.
 */
export async function startTestApi(options: { env?: NodeJS.ProcessEnv; pages?: http.RequestListener } = {}): Promise<TestApi> {
  const devDb = await startDevDb({ port: 0 });
  await mongoose.connect(withDatabaseName(devDb.uri, `clientline-test-${randomUUID()}`));
  // Build the unique indexes (username, organization slug) before the first request relies on them.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clientline-api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const handle = createHttpServer({ config, pages: options.pages });
  const mail = await startMail(config, logger, localReplies);
  await new Promise<void>((resolve) => handle.server.listen(0, '127.0.0.1', resolve));
  const { port } = handle.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    config,
    baseUrl,
    smtpUrl: mail.smtpUrl,
    agent: () => supertest.agent(handle.server).set('Content-Type', 'application/json'),
    ...localMailboxOf(baseUrl),
    async stop() {
      await handle.close();
      await mail.stop();
      await mongoose.disconnect();
      await devDb.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The local mailbox of the api at `baseUrl`, read from its page's JSON as a developer's script would. */
export function localMailboxOf(baseUrl: string): Pick<TestApi, 'caughtMail' | 'mailTo'> {
  const caughtMail = async () => (await fetch(`${baseUrl}/dev/mailbox/messages.json`).then((answer) => answer.json())) as CaughtMail[];
  return {
    caughtMail,
    async mailTo(to, matches = () => true) {
      let found: CaughtMail | undefined;
      await waitFor(
        async () => {
          found = (await caughtMail()).find((mail) => mail.to.includes(to.toLowerCase()) && matches(mail));
          return found !== undefined;
        },
        10_000,
        () => `No mail to ${to} arrived`,
        50,
      );
      return found!;
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
