import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figureTable, type Figure } from './figures';

/**
 * `npm run bench`: devdb's, the api's and the pages' benches in one run, each figure beside the baseline
 * measured in the same run, then one table, kept as JSON under bench/results/ to compare across commits.
 * Budgets are reported, not asserted. BENCH_ONLY=devdb,api,pages,load,reminders,audit,clients,templates,board runs some of them.
 */
const ROOT = path.resolve(__dirname, '..');
const BENCHES: Record<string, string[]> = {
  devdb: ['npm', 'run', 'bench', '-w', 'devdb'],
  api: ['npm', 'run', 'bench', '-w', 'api'],
  pages: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(__dirname, 'pages.ts')],
  load: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'load.ts')],
  reminders: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'reminders.ts')],
  audit: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'audit.ts')],
  clients: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'clients.ts')],
  templates: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'templates.ts')],
  board: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'api', 'bench', 'board.ts')],
};

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function main(): void {
  const only = process.env.BENCH_ONLY?.split(',') ?? Object.keys(BENCHES);
  const resultsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-bench-')), 'figures.json');
  for (const name of only) {
    const [command, ...args] = BENCHES[name] ?? [];
    if (!command) throw new Error(`unknown bench ${name}: use ${Object.keys(BENCHES).join(', ')}`);
    console.log(`\n== ${name} bench ==`);
    execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_RESULTS_FILE: resultsFile } });
  }
  const figures: Figure[] = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  const date = new Date().toISOString();
  const commit = commitOf();
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
  const out = path.join(__dirname, 'results', `${date.slice(0, 19).replace(/:/g, '-')}-${commit}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ date, commit, machine, figures }, null, 2)}\n`);
  console.log(`\n== all figures (${commit}, ${machine.cpus} cores) ==\n\n${figureTable(figures)}\n\nwritten to ${path.relative(ROOT, out)}`);
}

main();
