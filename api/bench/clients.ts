import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import type { ClientBulkResult, ClientPage } from '@clientline/contracts';
import { reportFigures, type Figure } from '../../bench/figures';
import { NO_PASSWORD_YET } from '../src/auth/passwords';
import { ClientAccount } from '../src/client-accounts/model';
import { Project } from '../src/projects/model';
import { User } from '../src/users/model';
import { startJobRunner } from '../src/jobs/runner';
import { logger } from '../src/observability/logger';
import { call, importOnce, percentile, registerFirm, startBenchApi, type BenchApi } from './bench-api';

/**
 * `BENCH_ONLY=clients npm run bench`: a firm's client list, against the real HTTP app on devdb.
 * - Import: a CSV of 1,000 people in 500 accounts (two each, tagged), uploaded, dry-run and run; the dry
 *   run's server time (goal <= 3 s), the run from its request to the import done (goal <= 10 s), and the
 *   same file imported again: how many rows it changes (goal 0).
 * - The list at scale: a firm of its own with 5,000 accounts (BENCH_LIST_ACCOUNTS), 10,000 people and 5,000
 *   projects, written through the driver in batches; then the server time (the request log's durationMs) of
 *   GET /api/clients/page, its first page and each filter and search, 20 times each after a warm-up round,
 *   p50 and p95 (goal <= 50 ms); and, for the record, a bulk invite and a bulk tag of 500 clients.
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

const ACCOUNTS = Number(process.env.BENCH_LIST_ACCOUNTS ?? 5_000);
const STAFF = 20;
const BATCH = 1_000;
const RUNS = 20;
const GOAL_PAGE_MS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const TAGS = ['1040', 'S-corp', 'Extension 2025', 'Estate', 'Payroll', 'Bookkeeping', 'Trust', '1065'];
const SURNAMES = ['Martinez', 'Okafor', 'Reyes', 'Chen', 'Smith', 'Nguyen', 'Patel', 'Kowalski', 'Haddad', 'Johansson', 'Silva', 'Murphy'];

/** A second firm, registered and signed in: the list's firm, apart from the import's. */
/**
 * The firm's staff, accounts (two people each, the first the primary; sign-in states mixed: 60 % signed in,
 * 15 % invited, 10 % with the invitation expired, 15 % not invited) and one project per account (running,
 * starting within 90 days, later or over, so every status has clients), written in batches through the driver.
 */
async function writeFirm(organizationId: Types.ObjectId): Promise<{ staffIds: Types.ObjectId[] }> {
  const now = Date.now();
  const staffIds = Array.from({ length: STAFF }, () => new Types.ObjectId());
  const created = new Date();
  await User.collection.insertMany(
    staffIds.map((_id, n) => ({ _id, organizationId, username: `staff${n}-${organizationId.toHexString()}@bench.example.com`, displayName: `Staff ${n}`, passwordHash: NO_PASSWORD_YET, role: 'team_member', status: 'active', isAdmin: false, requiresPasswordChange: false, createdAt: created, updatedAt: created })),
  );
  for (let first = 0; first < ACCOUNTS; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, ACCOUNTS - first) }, (_, offset) => first + offset);
    const accounts = numbers.map((n) => ({ n, _id: new Types.ObjectId(), people: [new Types.ObjectId(), new Types.ObjectId()] }));
    await ClientAccount.collection.insertMany(
      accounts.map(({ n, _id, people }) => ({
        _id,
        organizationId,
        name: `${SURNAMES[n % SURNAMES.length]} ${String(n).padStart(5, '0')}`,
        kind: 'household',
        primaryPersonId: people[0],
        tags: [TAGS[n % TAGS.length]!, ...(n % 3 === 0 ? [TAGS[(n + 3) % TAGS.length]!] : [])],
        archivedAt: n % 50 === 0 ? created : null,
        createdAt: created,
        updatedAt: created,
      })),
    );
    await User.collection.insertMany(
      accounts.flatMap(({ n, _id, people }) =>
        people.map((personId, index) => {
          const state = (n * 7 + index) % 20;
          const signedIn = state < 12;
          const expiresAt = signedIn || state >= 17 ? null : new Date(now + (state < 15 ? 3 : -3) * DAY_MS);
          return {
            _id: personId,
            organizationId,
            username: `person${n}-${index}-${organizationId.toHexString()}@bench.example.com`,
            displayName: `${index === 0 ? 'Alex' : 'Sam'} ${SURNAMES[n % SURNAMES.length]}`,
            passwordHash: NO_PASSWORD_YET,
            role: 'client',
            status: 'active',
            requiresPasswordChange: !signedIn,
            accessTokenHash: expiresAt ? randomUUID() : null,
            accessTokenExpiresAt: expiresAt,
            clientAccountId: _id,
            archivedAt: n % 50 === 0 ? created : null,
            createdAt: created,
            updatedAt: created,
          };
        }),
      ),
    );
    await Project.collection.insertMany(
      accounts.map(({ n, _id }) => {
        const kind = n % 4;
        const startDate = new Date(now + [-30, 20, 200, -400][kind]! * DAY_MS);
        return {
          organizationId,
          name: `Engagement ${n}`,
          description: '',
          startDate,
          endDate: kind === 3 ? new Date(now - 100 * DAY_MS) : null,
          status: kind === 3 && n % 8 === 3 ? 'completed' : 'active',
          clientId: _id,
          assigneeIds: [staffIds[n % STAFF]!],
          milestones: [],
          completedMilestones: 0,
          totalMilestones: 0,
          performance: null,
          achievements: [],
          pointsEarned: 0,
          completedAt: null,
          archivedAt: n % 50 === 0 ? created : null,
          archivedWithClient: n % 50 === 0,
          milestonesRevision: 0,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
  }
  return { staffIds };
}

/** The Clients screen at scale: each filter's server time, p50 and p95 of RUNS after a warm-up round. */
async function listAtScale(api: BenchApi): Promise<Figure[]> {
  const firm = await registerFirm(api);
  const writeStarted = performance.now();
  const { staffIds } = await writeFirm(firm.organizationId);
  console.log(`  ${ACCOUNTS} accounts, ${ACCOUNTS * 2} people and ${ACCOUNTS} projects written in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s`);
  const asFirm = { ...api, cookie: firm.cookie };
  const filters: Record<string, string> = {
    'first page': '',
    'page 40': 'page=40',
    tag: 'tag=Estate',
    'status Active': 'status=Active',
    'status Pending': 'status=Pending',
    'status Sleeping': 'status=Sleeping',
    'assigned staff': `staffId=${staffIds[3]!.toHexString()}`,
    'not invited': 'access=not_invited',
    'invitation expired': 'access=invitation_expired',
    'signed in': 'access=active',
    archived: 'archived=true',
    'search by name': 'q=okafor%2001',
    'search by email': 'q=person123-',
    'search, no match': 'q=zzzz',
    'tag + status + staff': `tag=1040&status=Active&staffId=${staffIds[0]!.toHexString()}`,
  };
  for (const query of Object.values(filters)) await call<ClientPage>(asFirm, 'GET', `/api/clients/page?${query}`);
  api.takeDurations('');
  const perFilter: Record<string, number[]> = {};
  for (const [name, query] of Object.entries(filters)) {
    let page: ClientPage | undefined;
    for (let run = 0; run < RUNS; run += 1) page = await call<ClientPage>(asFirm, 'GET', `/api/clients/page?${query}`);
    perFilter[name] = api.takeDurations('/api/clients/page');
    console.log(`  ${name}: ${page!.total} clients, ${page!.clients.length} on the page; p50 ${percentile(perFilter[name]!, 0.5)} ms, p95 ${percentile(perFilter[name]!, 0.95)} ms`);
  }
  const all = Object.values(perFilter).flat();
  const [worstName, worst] = Object.entries(perFilter).sort(([, a], [, b]) => percentile(b, 0.95) - percentile(a, 0.95))[0]!;

  const notInvited = await call<ClientPage>(asFirm, 'GET', '/api/clients/page?access=not_invited&pageSize=100');
  const chosen = new Set(notInvited.clients.map((client) => client.id));
  for (let page = 2; chosen.size < 500; page += 1) for (const client of (await call<ClientPage>(asFirm, 'GET', `/api/clients/page?pageSize=100&page=${page}`)).clients) chosen.add(client.id);
  const bulk = async (body: object): Promise<{ ms: number; result: ClientBulkResult }> => {
    const result = await call<ClientBulkResult>(asFirm, 'POST', '/api/clients/bulk', JSON.stringify(body));
    return { ms: api.takeDurations('/api/clients/bulk')[0]!, result };
  };
  const clientIds = [...chosen].slice(0, 500);
  api.takeDurations('');
  const invited = await bulk({ action: 'invite', clientIds });
  console.log(`  bulk invite: ${invited.result.message}`);
  const tagged = await bulk({ action: 'tag', clientIds, tag: 'Season 2026' });
  console.log(`  bulk tag: ${tagged.result.message}`);

  return [
    { name: `clients: GET /api/clients/page, ${Object.keys(filters).length} filters and searches, ${ACCOUNTS} accounts (server time p50)`, value: percentile(all, 0.5), unit: 'ms', goal: '', met: null },
    { name: 'clients: GET /api/clients/page (server time p95)', value: percentile(all, 0.95), unit: 'ms', goal: `<= ${GOAL_PAGE_MS} ms`, met: percentile(all, 0.95) <= GOAL_PAGE_MS },
    { name: `clients: slowest filter's p95 (${worstName})`, value: percentile(worst, 0.95), unit: 'ms', goal: `<= ${GOAL_PAGE_MS} ms`, met: percentile(worst, 0.95) <= GOAL_PAGE_MS },
    { name: `clients: first page (server time p95)`, value: percentile(perFilter['first page']!, 0.95), unit: 'ms', goal: `<= ${GOAL_PAGE_MS} ms`, met: percentile(perFilter['first page']!, 0.95) <= GOAL_PAGE_MS },
    { name: `clients: bulk invite of 500 clients (${invited.result.changed} invited, server time)`, value: invited.ms / 1000, unit: 's', goal: '', met: null },
    { name: `clients: bulk tag of 500 clients (server time)`, value: tagged.ms / 1000, unit: 's', goal: '', met: null },
  ];
}

async function main(): Promise<void> {
  const api = await startBenchApi('clientline-bench-clients');
  // Imports run as jobs, as in every api process.
  const runner = startJobRunner({ logger });
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
      ...(await listAtScale(api)),
    ];
    reportFigures(figures);
  } finally {
    await runner.stop();
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
