// Builds what is stale, picks a free port per worker and runs the Playwright suites against the composed product.
// Playwright's webServer starts an api on each with a throw-away data dir (see e2e/playwright.config.ts).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
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
  try {
    execFileSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORTS: ports },
    });
  } catch (error) {
    printFailedPages();
    throw error;
  }
}

const RESULTS_DIR = path.join(ROOT, 'e2e', 'test-results');
const LINES_PER_PAGE = 120;

/**
 * What each failed test's page showed when it failed (Playwright's error-context.md: the page as its
 * accessibility tree), printed last: a CI log that keeps only the end of the output still says it.
 */
function printFailedPages() {
  if (!fs.existsSync(RESULTS_DIR)) return;
  for (const folder of fs.readdirSync(RESULTS_DIR)) {
    const file = path.join(RESULTS_DIR, folder, 'error-context.md');
    if (!fs.existsSync(file)) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    console.log(`\n--- The page when ${folder} failed (${file}) ---`);
    console.log(lines.slice(0, LINES_PER_PAGE).join('\n'));
    if (lines.length > LINES_PER_PAGE) console.log(`... ${lines.length - LINES_PER_PAGE} more lines in the file`);
  }
}

main().catch((error) => {
  if (!error.status) console.error(error);
  process.exit(error.status || 1);
});
