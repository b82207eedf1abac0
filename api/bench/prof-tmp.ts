import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
const url = process.argv[2] ?? '/api/projects';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', path.join(__dirname, 'servers.ts')], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'test' } });
createInterface({ input: child.stdout! }).once('line', async (line) => {
  const ready = JSON.parse(line);
  const headers: Record<string, string> = { cookie: ready.firmCookie };
  if (process.argv[3] === '304') headers['if-none-match'] = (await fetch(ready.apiUrl + url, { headers })).headers.get('etag')!;
  await autocannon({ url: ready.apiUrl + url, connections: 10, duration: 3, headers });
  console.log('START', Date.now());
  const r = await autocannon({ url: ready.apiUrl + url, connections: 10, duration: 8, headers });
  console.log(r.requests.total, r.statusCodeStats);
  child.kill('SIGTERM');
});
