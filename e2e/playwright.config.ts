import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT || 3999);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `clientline-e2e-${port}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
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
  webServer: {
    command: 'npx tsx api/src/server.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Mailed links are built from it, so a link clicked in the local mailbox opens this same origin.
      PUBLIC_URL: baseURL,
      SESSION_SECRET: 'e2e-only-session-secret-not-for-production',
      E2E: '1',
      // Activity mail goes out 2 s after its first event instead of 5 minutes, so a journey reads it.
      NOTIFY_BATCH_SECONDS: '2',
      // The whole suite registers more than 50 firms from this one address within 15 minutes.
      REGISTRATIONS_PER_ADDRESS: '1000',
    },
  },
});
