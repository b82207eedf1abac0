import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', path.join(__dirname, 'servers.ts')], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'test' } });
createInterface({ input: child.stdout! }).once('line', async (line) => {
  const ready = JSON.parse(line);
  const url = ready.apiUrl + '/api/metrics/dashboard';
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers: { cookie: ready.largeFirmCookie } })).text();
  const t = Date.now();
  let n = 0;
  while (Date.now() - t < 6000) { await (await fetch(url, { headers: { cookie: ready.largeFirmCookie } })).text(); n++; }
  console.log(n, (Date.now() - t) / n);
  child.kill('SIGTERM');
});
