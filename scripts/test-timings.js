// Runs the stages of `npm test` one after another and prints each stage's time and the slowest test files,
// so a change to the tests shows its effect: `npm run test:timings` (TIMINGS_SLOWEST=40 prints more).
// Every stage runs even if one before it failed; the exit code is 1 when any did.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SLOWEST = Number(process.env.TIMINGS_SLOWEST || 20);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-timings-'));
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');

// The goals on the 2-core machine: .ci/run (an install, then these stages) within 900 s, of which
// jest and Playwright within 300 s each.
const GOALS = { jest: 300, playwright: 300 };
const CI_GOAL_SECONDS = 900;

const STAGES = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'jest', command: ['npx', 'jest', '--json', `--outputFile=${jestReport}`] },
  { name: 'frontend builds', command: ['node', 'scripts/build-frontends.js', '--if-stale'] },
  {
    name: 'playwright',
    command: ['node', 'scripts/run-e2e.js', '--reporter=line,json'],
    env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  },
];

function runStage({ name, command, env }) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { name, seconds, passed: status === 0 };
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Jest's report: one entry per test file, with when it started and ended. */
function jestFiles() {
  const report = readJson(jestReport);
  if (!report) return [];
  return report.testResults.map((file) => ({ file: path.relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** Playwright's report: suites nest; a spec file's time is the sum of its tests' runs. */
function playwrightFiles() {
  const report = readJson(playwrightReport);
  if (!report) return [];
  const totals = new Map();
  const visit = (suite, file) => {
    const specFile = suite.file || file;
    for (const spec of suite.specs || []) {
      for (const test of spec.tests) {
        for (const result of test.results) totals.set(specFile, (totals.get(specFile) || 0) + result.duration / 1000);
      }
    }
    for (const child of suite.suites || []) visit(child, specFile);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file: path.join('e2e/tests', file), seconds }));
}

function printTable(title, rows) {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.label}`);
}

/** `  (goal <= 300 s: met)` beside a stage that has a goal. */
function goalOf(name, seconds) {
  const goal = GOALS[name];
  return goal === undefined ? '' : `  (goal <= ${goal} s: ${seconds <= goal ? 'met' : 'MISSED'})`;
}

const results = STAGES.map(runStage);
const total = results.reduce((sum, stage) => sum + stage.seconds, 0);
printTable(
  'Stages',
  [
    ...results.map((stage) => ({ seconds: stage.seconds, label: `${stage.name}${stage.passed ? '' : ' (FAILED)'}${goalOf(stage.name, stage.seconds)}` })),
    { seconds: total, label: `total (.ci/run adds the install; its goal, install included: <= ${CI_GOAL_SECONDS} s)` },
  ],
);
const slowest = [...jestFiles(), ...playwrightFiles()].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
printTable(`The ${slowest.length} slowest test files`, slowest.map((row) => ({ seconds: row.seconds, label: row.file })));
fs.rmSync(reports, { recursive: true, force: true });
process.exit(results.every((stage) => stage.passed) ? 0 : 1);
