// `npm run dev`: the api (restarting on change) plus the shell and every remote on webpack dev servers with
// hot reload. Open the shell's dev server; it proxies /api and /ws to the api and serves a manifest that
// points at the remotes' dev servers.
const { spawn } = require('node:child_process');

const FRONTENDS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-workspace', 'mfe-portal', 'mfe-timeline'];

const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], { stdio: 'inherit' }),
  ...FRONTENDS.map((pkg) => spawn('npm', ['run', 'dev', '-w', pkg], { stdio: 'inherit' })),
];

console.log('Clientline dev: open http://localhost:3100 (api on :3000)');

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
