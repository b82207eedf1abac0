import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import v8 from 'node:v8';
import { Types } from 'mongoose';
import { AUDIT_ACTIONS, type AuditAction } from '@clientline/contracts';
import { reportFigures, type Figure } from '../../bench/figures';
import { AuditEntry, type AuditEntryRecord } from '../src/audit/model';
import { expiryOf } from '../src/audit/settings';
import { percentile, startBenchApi } from './bench-api';

/**
 * `BENCH_ONLY=audit npm run bench`: one firm with 1,000,000 audit entries (BENCH_AUDIT_ENTRIES)
 * over seven years, written through the driver in batches, in devdb (its CLI, in memory, a child process).
 * Then, against the real HTTP app in this process:
 * - the first page of GET /api/audit-log under each filter the screen offers, 20 times each after a warm-up round: the server's
 *   own time (the request log's durationMs, session and access checks included), p50 and p95; goal p95 < 50 ms;
 * - GET /api/audit-log/export.csv of the 100,000 downloads (one entry in ten), read by a client as it
 *   streams, sampling this process's heap and RSS every 10 ms: the peak growth over the idle process
 *   must stay flat (goal < 64 MiB whatever the export's size), and a 10,000-row export is measured beside it.
 */
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const BATCH = 5_000;
const STAFF = 50;
const CLIENTS = 1_000;
const PROJECTS = 2_000;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const GOAL_PAGE_P95_MS = 50;
const GOAL_EXPORT_GROWTH_MIB = 64;
const MIB = 1024 * 1024;
const OTHER_ACTIONS = AUDIT_ACTIONS.filter((action) => action !== 'document.downloaded');

/** The n-th entry of the firm: people, projects and actions spread evenly, time rising over seven years. */
function entryOf(n: number, organizationId: Types.ObjectId, start: number, people: AuditEntryRecord['actor'][], projects: { id: string; name: string; client: number }[]): AuditEntryRecord {
  const at = new Date(start + (n / ENTRIES) * 7 * YEAR_MS);
  const action: AuditAction = n % 10 === 0 ? 'document.downloaded' : OTHER_ACTIONS[n % OTHER_ACTIONS.length]!;
  const project = projects[n % PROJECTS]!;
  const client = people[STAFF + project.client]!;
  return {
    _id: new Types.ObjectId(),
    organizationId,
    at,
    action,
    actor: people[n % people.length]!,
    object: { type: 'document', id: new Types.ObjectId().toString(), name: `Document ${n}.pdf` },
    project: { id: project.id, name: project.name },
    client: { id: client!.id, displayName: client!.displayName },
    detail: null,
    ip: `203.0.113.${n % 250}`,
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    expiresAt: expiryOf(at, 7),
  };
}

async function main(): Promise<void> {
  const api = await startBenchApi('clientline-bench-audit');
  try {
    const { organizationId } = api;
    const people: AuditEntryRecord['actor'][] = [
      ...Array.from({ length: STAFF }, (_, n) => ({ id: new Types.ObjectId().toString(), displayName: `Staff ${n}`, role: 'team_member' as const, isAdmin: n < 5 })),
      ...Array.from({ length: CLIENTS }, (_, n) => ({ id: new Types.ObjectId().toString(), displayName: `Client ${n}`, role: 'client' as const, isAdmin: false })),
    ];
    const projects = Array.from({ length: PROJECTS }, (_, n) => ({ id: new Types.ObjectId().toString(), name: `Project ${n}`, client: n % CLIENTS }));
    const start = Date.now() - 7 * YEAR_MS;

    const insertStarted = performance.now();
    for (let first = 0; first < ENTRIES; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, ENTRIES - first) }, (_, offset) => entryOf(first + offset, organizationId, start, people, projects));
      await AuditEntry.collection.insertMany(batch, { ordered: false });
      if ((first / BATCH) % 20 === 0) console.log(`  ${first + batch.length} entries written, ${((performance.now() - insertStarted) / 1000).toFixed(0)} s`);
    }
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    console.log(`${ENTRIES} entries written in ${insertSeconds.toFixed(0)} s`);

    const get = (pathAndQuery: string) => fetch(`${api.baseUrl}${pathAndQuery}`, { headers: { Cookie: api.cookie } });
    const person = people[STAFF + 7]!.id;
    const project = projects[123]!.id;
    const client = people[STAFF + 321]!.id;
    const lastYear = new Date(Date.now() - YEAR_MS).toISOString().slice(0, 10);
    const lastMonth = new Date(Date.now() - YEAR_MS / 12).toISOString().slice(0, 10);
    const filters: Record<string, string> = {
      'no filter': '',
      person: `personId=${person}`,
      action: 'action=document.downloaded',
      project: `projectId=${project}`,
      client: `clientId=${client}`,
      'last month': `from=${lastMonth}`,
      'person + action + a year': `personId=${people[10]!.id}&action=document.downloaded&from=${lastYear}`,
      'action + client + a year (few match)': `action=client.updated&clientId=${client}&from=${lastYear}`,
    };
    // One round of every filter first: the connection pool, the code's first runs, devdb's first plans.
    for (const query of Object.values(filters)) await (await get(`/api/audit-log?${query}`)).arrayBuffer();
    api.takeDurations('/api/audit-log');
    const perFilter: Record<string, number[]> = {};
    for (const [name, query] of Object.entries(filters)) {
      for (let run = 0; run < 20; run += 1) {
        const answer = await get(`/api/audit-log?${query}`);
        if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
        const page = (await answer.json()) as { entries: unknown[] };
        if (run === 0) console.log(`  ${name}: ${page.entries.length} entries on the first page`);
      }
      perFilter[name] = api.takeDurations('/api/audit-log');
    }
    const all = Object.values(perFilter).flat();
    for (const [name, values] of Object.entries(perFilter)) console.log(`  first page, ${name}: p50 ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms`);
    const worst = Object.entries(perFilter).sort(([, a], [, b]) => percentile(b, 0.95) - percentile(a, 0.95))[0]!;

    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    async function exportOf(query: string): Promise<{ rows: number; bytes: number; seconds: number; heapGrowthMiB: number; rssGrowthMiB: number; peakRssMiB: number }> {
      gc();
      const base = process.memoryUsage();
      let peakHeap = base.heapUsed;
      let peakRss = base.rss;
      const sampler = setInterval(() => {
        const usage = process.memoryUsage();
        peakHeap = Math.max(peakHeap, usage.heapUsed);
        peakRss = Math.max(peakRss, usage.rss);
      }, 10);
      const started = performance.now();
      const answer = await get(`/api/audit-log/export.csv?${query}`);
      let bytes = 0;
      let rows = -1;
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) rows += 1;
      }
      clearInterval(sampler);
      return { rows, bytes, seconds: (performance.now() - started) / 1000, heapGrowthMiB: (peakHeap - base.heapUsed) / MIB, rssGrowthMiB: (peakRss - base.rss) / MIB, peakRssMiB: peakRss / MIB };
    }
    const small = await exportOf(`action=document.downloaded&from=${new Date(start + 0.9 * 7 * YEAR_MS).toISOString().slice(0, 10)}`);
    const large = await exportOf('action=document.downloaded');
    for (const [label, run] of [['small', small], ['large', large]] as const) {
      console.log(
        `  export (${label}): ${run.rows} rows, ${(run.bytes / MIB).toFixed(1)} MiB in ${run.seconds.toFixed(1)} s; heap +${run.heapGrowthMiB.toFixed(1)} MiB, RSS +${run.rssGrowthMiB.toFixed(1)} MiB (peak ${run.peakRssMiB.toFixed(0)} MiB)`,
      );
    }

    const figures: Figure[] = [
      { name: `audit: writing ${ENTRIES} entries (driver insertMany, ${BATCH} a batch, devdb)`, value: insertSeconds, unit: 's', goal: '', met: null },
      {
        name: `audit: first page of GET /api/audit-log, ${Object.keys(filters).length} filters, ${ENTRIES} entries (server time p50)`,
        value: percentile(all, 0.5),
        unit: 'ms',
        goal: '',
        met: null,
      },
      { name: 'audit: first page of GET /api/audit-log (server time p95)', value: percentile(all, 0.95), unit: 'ms', goal: `< ${GOAL_PAGE_P95_MS} ms`, met: percentile(all, 0.95) < GOAL_PAGE_P95_MS },
      { name: `audit: slowest filter's p95 (${worst[0]})`, value: percentile(worst[1], 0.95), unit: 'ms', goal: `< ${GOAL_PAGE_P95_MS} ms`, met: percentile(worst[1], 0.95) < GOAL_PAGE_P95_MS },
      {
        name: `audit: CSV export of ${large.rows} rows (${(large.bytes / MIB).toFixed(0)} MiB), peak heap growth`,
        value: large.heapGrowthMiB,
        unit: 'MiB',
        baseline: { name: `${small.rows} rows`, value: small.heapGrowthMiB },
        goal: `< ${GOAL_EXPORT_GROWTH_MIB} MiB, flat`,
        met: large.rows === 100_000 * (ENTRIES / 1_000_000) && large.heapGrowthMiB < GOAL_EXPORT_GROWTH_MIB,
      },
      { name: `audit: CSV export of ${large.rows} rows, peak RSS growth (peak ${large.peakRssMiB.toFixed(0)} MiB)`, value: large.rssGrowthMiB, unit: 'MiB', baseline: { name: `${small.rows} rows`, value: small.rssGrowthMiB }, goal: '', met: null },
      { name: `audit: CSV export of ${large.rows} rows, time`, value: large.seconds, unit: 's', goal: '', met: null },
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
