// Builds what is stale, picks a free port per worker and runs the Playwright suites against the composed product.
// Playwright's webServer starts an api on each with a throw-away data dir (see e2e/playwright.config.ts).
const { execFileSync } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
// Measured on the 2-core machine, whole suite: 2 workers 6.0 min, 3 workers 6.7 min, 2 fully parallel 6.6 min.
const DEFAULT_WORKERS = 2;

/** `count` distinct free ports: all are held open together, so none is handed out twice. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function main() {
  // E2E_SKIP_BUILD=1 runs against the dist folders as they are (a squad that just rebuilt its own remote).
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(__dirname, 'build-frontends.js'), '--if-stale'], {
      stdio: 'inherit',
    });
  }
  // One api per Playwright worker (see e2e/playwright.config.ts); E2E_WORKERS overrides the measured best.
  const workers = Number(process.env.E2E_WORKERS || DEFAULT_WORKERS);
  const ports = process.env.E2E_PORTS || (await freePorts(workers)).join(',');
  // Extra arguments go to Playwright, e.g. a file filter: npm run test:e2e -- e2e/tests/auth.spec.ts
  execFileSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORTS: ports },
  });
}

main().catch((error) => {
  if (!error.status) console.error(error);
  process.exit(error.status || 1);
});
