// `npm run dev`: the api (restarting on change) plus the shell and every remote on webpack dev servers with
// hot reload. Open the shell's dev server; it proxies /api and /ws to the api and serves a manifest that
// points at the remotes' dev servers.
const { spawn } = require('node:child_process');

const { DEV_PORTS, FRONTEND_FOLDERS } = require('../shared-ui/build/frontends');

// The dev servers proxy /ws to the api with their own Origin, which the api's socket check must accept.
const devOrigins = Object.values(DEV_PORTS).map((port) => `http://localhost:${port}`);

const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, ...devOrigins].filter(Boolean).join(',') },
  }),
  ...FRONTEND_FOLDERS.map((pkg) => spawn('npm', ['run', 'dev', '-w', pkg], { stdio: 'inherit', detached: true })),
];

console.log('Clientline dev: open http://localhost:3100 (api on :3000)');

// Each child leads its own process group, so stopping it also stops what npm and npx started under it.
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
