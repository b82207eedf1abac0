import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// One api process, with its own in-process database, data folder and mailbox, per Playwright worker: specs
// running at once cannot see each other's registrations, toasts or rate limits. scripts/run-e2e.js picks
// free ports; their count is the number of workers.
const ports = (process.env.E2E_PORTS || '3999,3998').split(',').map(Number);
const originOf = (port: number) => `http://127.0.0.1:${port}`;
// Set in each worker process before it loads this file (the runner's own process has none and uses no page).
const workerPort = ports[Number(process.env.TEST_PARALLEL_INDEX || 0)];
const runStamp = Date.now();

function apiServer(port: number) {
  const baseURL = originOf(port);
  return {
    command: 'npx tsx scripts/start.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `clientline-e2e-${port}-${runStamp}`),
      NODE_ENV: 'test',
      // Mailed links are built from it, so a link clicked in the local mailbox opens this same origin.
      PUBLIC_URL: baseURL,
      SESSION_SECRET: 'e2e-only-session-secret-not-for-production',
      E2E: '1',
      // Activity mail goes out 2 s after its first event instead of 5 minutes, so a journey reads it.
      NOTIFY_BATCH_SECONDS: '2',
      // Specs assert the signed-in first screen comes with the page; two browsers and two api processes on two
      // cores can make a render outlast the 1.5 s a page waits for it in production.
      FIRST_SCREEN_RENDER_TIMEOUT_MS: '10000',
      // As behind the production proxy: the address a request says it comes from (X-Forwarded-For) is its
      // address, so the firms specs register through the api come from offices of their own (accounts.ts).
      TRUST_PROXY: 'true',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: ports.length,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: originOf(workerPort),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: ports.map(apiServer),
});
