import { performance } from 'node:perf_hooks';
import type { TemplateBatch } from '@clientline/contracts';
import { reportFigures } from '../../bench/figures';
import { startJobRunner } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { call, clientsAndStarterTemplate, percentile, registerFirm, startBenchApi } from './bench-api';

/**
 * `BENCH_ONLY=templates npm run bench`: a season set up in one action, against the real HTTP app on devdb
 * with its job runner. A firm imports 500 clients and copies the individual-return starter (5 milestones, 3
 * tasks, 6 document requests, a welcome message); one batch makes its project for all 500. Goals: the batch
 * from its request to done <= 5 s; meanwhile another firm's owner keeps reading their screens (the project
 * list, the Clients screen, the bell, their account) and those requests' time from send to answer stays
 * <= 100 ms at p95.
 */
const CLIENTS = Number(process.env.BENCH_BATCH_CLIENTS ?? 500);
const GOAL_BATCH_S = 5;
const GOAL_OTHERS_P95_MS = 100;
const OTHER_SCREENS = ['/api/projects', '/api/clients/page', '/api/notifications', '/api/user'];

async function main(): Promise<void> {
  const api = await startBenchApi('clientline-bench-templates');
  const runner = startJobRunner({ logger });
  try {
    const { template, clientIds } = await clientsAndStarterTemplate(api, CLIENTS, 'bench-batch.example.com');
    const other = { ...api, cookie: (await registerFirm(api)).cookie };
    for (const path of OTHER_SCREENS) await call(other, 'GET', path);

    let batchDone = false;
    const perScreen = new Map<string, number[]>(OTHER_SCREENS.map((path) => [path, []]));
    const readScreens = async (until: () => boolean, into: number[]) => {
      for (let at = 0; !until(); at += 1) {
        const path = OTHER_SCREENS[at % OTHER_SCREENS.length]!;
        const started = performance.now();
        await call(other, 'GET', path);
        into.push(performance.now() - started);
        perScreen.get(path)!.push(performance.now() - started);
      }
    };
    // The same reads before the batch: the baseline of the figure.
    const baselineMs: number[] = [];
    const baselineUntil = performance.now() + 2_000;
    await Promise.all([readScreens(() => performance.now() > baselineUntil, baselineMs), readScreens(() => performance.now() > baselineUntil, baselineMs)]);
    for (const [path, times] of perScreen) console.log(`  before: ${path} p50 ${percentile(times, 0.5).toFixed(0)} ms p95 ${percentile(times, 0.95).toFixed(0)} ms`);
    for (const times of perScreen.values()) times.splice(0);
    const othersMs: number[] = [];
    const started = performance.now();
    const batch = await call<TemplateBatch>(api, 'POST', '/api/template-batches', JSON.stringify({ templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds }));
    const readers = [readScreens(() => batchDone, othersMs), readScreens(() => batchDone, othersMs)];
    let current = batch;
    while (current.status === 'queued' || current.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await call<TemplateBatch>(api, 'GET', `/api/template-batches/${batch.id}`);
    }
    const batchSeconds = (performance.now() - started) / 1000;
    batchDone = true;
    await Promise.all(readers);
    if (current.status !== 'done' || current.created !== CLIENTS) throw new Error(`the batch ended ${current.status} with ${current.created} projects: ${current.error}`);
    for (const [path, times] of perScreen) console.log(`  during: ${path} p50 ${percentile(times, 0.5).toFixed(0)} ms p95 ${percentile(times, 0.95).toFixed(0)} ms`);
    console.log(`  batch: ${current.created} projects in ${batchSeconds.toFixed(2)} s; ${othersMs.length} other requests meanwhile, p50 ${percentile(othersMs, 0.5).toFixed(0)} ms`);

    const undoStarted = performance.now();
    const undone = await call<TemplateBatch>(api, 'POST', `/api/template-batches/${batch.id}/undo`, JSON.stringify({}));
    const undoSeconds = (performance.now() - undoStarted) / 1000;
    console.log(`  undo: ${undone.undo?.removed} projects removed in ${undoSeconds.toFixed(2)} s`);

    const othersP95 = percentile(othersMs, 0.95);
    reportFigures([
      { name: `templates: one batch of ${CLIENTS} projects (5 milestones, 3 tasks, 6 requests, a welcome message), request to done`, value: batchSeconds, unit: 's', goal: `<= ${GOAL_BATCH_S} s`, met: batchSeconds <= GOAL_BATCH_S },
      { name: "templates: another firm's requests before the batch (send to answer, p95)", value: percentile(baselineMs, 0.95), unit: 'ms', goal: '', met: null },
      { name: "templates: another firm's requests during the batch (send to answer, p95)", value: othersP95, unit: 'ms', goal: `<= ${GOAL_OTHERS_P95_MS} ms`, met: othersP95 <= GOAL_OTHERS_P95_MS },
      { name: `templates: undo of the batch (${CLIENTS} untouched projects removed)`, value: undoSeconds, unit: 's', goal: '', met: null },
    ]);
  } finally {
    await runner.stop();
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
