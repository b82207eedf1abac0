import { performance } from 'node:perf_hooks';
import type { ClientImport } from '@clientline/contracts';
import { reportFigures, type Figure } from '../../bench/figures';
import { startBenchApi, type BenchApi } from './bench-api';

/**
 * `BENCH_ONLY=clients npm run bench`: a firm's client list, against the real HTTP app on devdb.
 * - Import: a CSV of 1,000 people in 500 accounts (two each, tagged), uploaded, dry-run and run; the dry
 *   run's server time (goal <= 3 s), the run from its request to the import done (goal <= 10 s), and the
 *   same file imported again: how many rows it changes (goal 0).
 */
const PEOPLE = Number(process.env.BENCH_IMPORT_PEOPLE ?? 1_000);
const GOAL_DRY_RUN_S = 3;
const GOAL_RUN_S = 10;

function clientListCsv(): string {
  const rows = Array.from({ length: PEOPLE }, (_, n) => {
    const family = Math.floor(n / 2);
    return `Person${n},Family${family},person${n}@bench-import.example.com,555-${String(n).padStart(4, '0')},The Family${family} Household,household,1040;Season 2026`;
  });
  return ['First name,Last name,Email,Phone,Account,Kind,Tags', ...rows].join('\n');
}

async function call<T>(api: BenchApi, method: string, path: string, body?: BodyInit, type = 'application/json'): Promise<T> {
  const answer = await fetch(`${api.baseUrl}${path}`, { method, headers: { Cookie: api.cookie, ...(typeof body === 'string' && { 'Content-Type': type }) }, body });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Upload, dry run and run of the file; the dry run's server time and the run's time to done. */
async function importOnce(api: BenchApi, csv: string): Promise<{ dryRunMs: number; runSeconds: number; done: ClientImport }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'clients.csv');
  const uploaded = await call<ClientImport>(api, 'POST', '/api/client-imports', form);
  api.takeDurations('');
  await call(api, 'POST', `/api/client-imports/${uploaded.id}/dry-run`, JSON.stringify({ mapping: uploaded.mapping, invitations: 'later' }));
  const [dryRunMs] = api.takeDurations('/api/client-imports/:id/dry-run');
  const started = performance.now();
  await call(api, 'POST', `/api/client-imports/${uploaded.id}/run`, JSON.stringify({}));
  for (;;) {
    const current = await call<ClientImport>(api, 'GET', `/api/client-imports/${uploaded.id}`);
    if (current.status === 'done') return { dryRunMs: dryRunMs!, runSeconds: (performance.now() - started) / 1000, done: current };
    if (current.status !== 'running') throw new Error(`the import stopped: ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main(): Promise<void> {
  const api = await startBenchApi('clientline-bench-clients');
  try {
    const csv = clientListCsv();
    const first = await importOnce(api, csv);
    console.log(`  first import: ${JSON.stringify(first.done.summary)}`);
    const second = await importOnce(api, csv);
    console.log(`  second import: ${JSON.stringify(second.done.summary)}`);
    const changed = second.done.summary!.rows.new + second.done.summary!.rows.update;
    const figures: Figure[] = [
      { name: `clients: import dry run, ${PEOPLE} people in ${PEOPLE / 2} accounts (server time)`, value: first.dryRunMs / 1000, unit: 's', goal: `<= ${GOAL_DRY_RUN_S} s`, met: first.dryRunMs / 1000 <= GOAL_DRY_RUN_S },
      { name: `clients: import run, ${PEOPLE} people in ${PEOPLE / 2} accounts (request to done)`, value: first.runSeconds, unit: 's', goal: `<= ${GOAL_RUN_S} s`, met: first.runSeconds <= GOAL_RUN_S },
      { name: 'clients: the same file imported again, rows changed', value: changed, unit: 'rows', goal: '0', met: changed === 0 },
    ];
    reportFigures(figures);
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
