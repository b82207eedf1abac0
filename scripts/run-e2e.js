// Builds what is stale, picks a free port and runs the Playwright suites against the composed product.
// Playwright's webServer starts the api there with a throw-away data dir (see e2e/playwright.config.ts).
const { execFileSync } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  // E2E_SKIP_BUILD=1 runs against the dist folders as they are (a squad that just rebuilt its own remote).
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(__dirname, 'build-frontends.js'), '--if-stale'], {
      stdio: 'inherit',
    });
  }
  const port = String(process.env.E2E_PORT || (await freePort()));
  // Extra arguments go to Playwright, e.g. a file filter: npm run test:e2e -- e2e/tests/auth.spec.ts
  execFileSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port },
  });
}

main().catch((error) => {
  if (!error.status) console.error(error);
  process.exit(error.status || 1);
});
