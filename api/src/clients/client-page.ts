import mongoose, { Types } from 'mongoose';
import { CLIENT_PAGE_SIZE_DEFAULT, type ClientAccess, type ClientDisplayStatus, type ClientFilter, type ClientPage, type ClientPageQuery } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { ClientAccount } from '../client-accounts/model';
import { accountsOfImport } from '../client-imports/service';
import { now as clockNow } from '../clock/clock';
import { containing } from '../http/text-search';
import { ANY_DATE } from '../lists/any-date';
import { listedProjectsFilter, visibleProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { User } from '../users/model';
import { accessStateFilter, NO_PASSWORD_CHOSEN, statesBefore } from './access-state';
import { runningProjectsFilter, startingSoonProjectsFilter } from './display-status';
import { presentAccounts } from './service';

/** An account the page may show, as the filters read it; `name` only when one reads it. */
interface Candidate {
  id: string;
  name: string;
}

/** Whether a candidate passes one filter that lives outside the account (its people, its projects). */
type Test = (candidate: Candidate) => boolean;

async function idSetOf(ids: Promise<unknown[]>): Promise<Set<string>> {
  return new Set((await ids).flatMap((id) => (id ? [String(id)] : [])));
}

/** The accounts of the projects matching `filter` (the actor's scope included in it). */
function clientsOfProjects(filter: Record<string, unknown>): Promise<Set<string>> {
  return idSetOf(Project.distinct('clientId', filter));
}

/** A team member walled off by need-to-know access sees only the clients of their projects (archived ones too, as GET /api/clients). */
async function walledOffTest(actor: Actor): Promise<Test> {
  const visible = await clientsOfProjects({ ...visibleProjectsFilter(actor) });
  return (candidate) => visible.has(candidate.id);
}

/** The account's name, or a name or email of one of its people, contains `q` (case-insensitive). */
async function searchTest(actor: Actor, q: string): Promise<Test> {
  const pattern = containing(q);
  const accounts = await idSetOf(User.distinct('clientAccountId', { organizationId: actor.organizationId, role: 'client', $or: [{ username: pattern }, { displayName: pattern }] }));
  return (candidate) => accounts.has(candidate.id) || pattern.test(candidate.name);
}

/**
 * The display status from two reads of the clients of the actor's listed projects (the rules of
 * display-status.ts): a client with a running project is Active; of the others, one with a project starting
 * soon is Pending; the rest are Sleeping.
 */
async function statusTest(actor: Actor, status: ClientDisplayStatus, now: Date): Promise<Test> {
  const listed = listedProjectsFilter(actor);
  const [running, startingSoon] = await Promise.all([
    clientsOfProjects({ ...listed, ...runningProjectsFilter(now) }),
    status === 'Active' ? new Set<string>() : clientsOfProjects({ ...listed, ...startingSoonProjectsFilter(now) }),
  ]);
  return (candidate) => {
    if (running.has(candidate.id)) return status === 'Active';
    if (startingSoon.has(candidate.id)) return status === 'Pending';
    return status === 'Sleeping';
  };
}

/** The clients of an import's result (client-imports/service.ts). */
async function importTest(actor: Actor, importId: string): Promise<Test> {
  const accounts = await idSetOf(accountsOfImport(actor, new Types.ObjectId(importId)));
  return (candidate) => accounts.has(candidate.id);
}

/** Clients with a project (archived ones too) the actor sees that is assigned to `staffId`. */
async function staffTest(actor: Actor, staffId: string): Promise<Test> {
  // Under $and, so a walled-off member's own condition on assigneeIds stays.
  const assigned = await clientsOfProjects({ ...visibleProjectsFilter(actor), $and: [{ assigneeIds: new Types.ObjectId(staffId) }] });
  return (candidate) => assigned.has(candidate.id);
}

/**
 * The account's invitation state, that of its person least far along (accountAccess): someone in `access`
 * and nobody in a state before it. One set of accounts per state read; for `active`, the accounts with
 * someone who has not chosen a password, the shorter list, are the ones left out.
 */
async function accessTest(actor: Actor, access: ClientAccess, now: Date): Promise<Test> {
  const accountsWith = (people: Record<string, unknown>) => idSetOf(User.distinct('clientAccountId', { organizationId: actor.organizationId, role: 'client', ...people }));
  if (access === 'active') {
    const waiting = await accountsWith(NO_PASSWORD_CHOSEN);
    return (candidate) => !waiting.has(candidate.id);
  }
  const [inState, ...before] = await Promise.all([access, ...statesBefore(access)].map((state) => accountsWith(accessStateFilter(state, now))));
  return (candidate) => inState!.has(candidate.id) && !before.some((accounts) => accounts.has(candidate.id));
}

function testsFor(actor: Actor, query: ClientPageQuery, now: Date): Array<Promise<Test>> {
  const tests: Array<Promise<Test>> = [];
  if (actor.seesAssignedProjectsOnly) tests.push(walledOffTest(actor));
  if (query.q) tests.push(searchTest(actor, query.q));
  if (query.status) tests.push(statusTest(actor, query.status, now));
  if (query.staffId) tests.push(staffTest(actor, query.staffId));
  if (query.access) tests.push(accessTest(actor, query.access, now));
  if (query.importId) tests.push(importTest(actor, query.importId));
  return tests;
}

/** The firm's accounts the page is cut from, in name order; `names` only when a filter reads them. */
interface Candidates {
  ids: Types.ObjectId[];
  names?: string[];
  /** Those of `ids` left out: the archived ones, unless they are what was asked for. */
  leftOut: Set<string>;
}

/**
 * The firm's accounts with the tag (if asked), archived or not as asked, in name order (ties by id), as one
 * document of lists grouped in the database rather than a document per account (which devdb sends several
 * times slower). The few archived ones are read apart: devdb's indexes do not look up `archivedAt: null`.
 */
async function candidatesOf(actor: Actor, query: ClientPageQuery): Promise<Candidates> {
  const { organizationId } = actor;
  const tagged = query.tag ? { tags: query.tag } : {};
  const [[lists], leftOut] = await Promise.all([
    ClientAccount.aggregate<Omit<Candidates, 'leftOut'>>([
      { $match: { organizationId, ...tagged, ...(query.archived && { archivedAt: ANY_DATE }) } },
      { $sort: { name: 1, _id: 1 } },
      { $group: { _id: null, ids: { $push: '$_id' }, ...(query.q && { names: { $push: '$name' } }) } },
    ]),
    query.archived ? new Set<string>() : idSetOf(ClientAccount.distinct('_id', { organizationId, ...tagged, archivedAt: mongoose.trusted(ANY_DATE) })),
  ]);
  return { ids: lists?.ids ?? [], names: lists?.names, leftOut };
}

/**
 * The ids of the page of `size` accounts from the `first` (0-based) that pass every test, and how many pass.
 * Without tests the total is known at once, and only the accounts up to the page are looked at.
 */
function cutPage({ ids, names, leftOut }: Candidates, tests: Test[], first: number, size: number): { onPage: Types.ObjectId[]; total: number } {
  const onPage: Types.ObjectId[] = [];
  if (tests.length === 0) {
    let passed = 0;
    for (let at = 0; at < ids.length && onPage.length < size; at += 1) {
      if (leftOut.has(ids[at]!.toString())) continue;
      if (passed >= first) onPage.push(ids[at]!);
      passed += 1;
    }
    return { onPage, total: ids.length - leftOut.size };
  }
  // One object visits every account: thousands of them per request, so none is made per account.
  const visiting: Candidate = { id: '', name: '' };
  let total = 0;
  for (let at = 0; at < ids.length; at += 1) {
    visiting.id = ids[at]!.toString();
    if (leftOut.has(visiting.id)) continue;
    visiting.name = names?.[at] ?? '';
    if (!tests.every((test) => test(visiting))) continue;
    if (total >= first && onPage.length < size) onPage.push(ids[at]!);
    total += 1;
  }
  return { onPage, total };
}

/**
 * One page of the firm's clients by name (ties by id), with `total` for the filters (docs/api.md, GET
 * /api/clients/page). The candidates (the accounts' own filters: archived, tag) and one set of account ids
 * per filter that lives in another collection (the search of people, the projects' status or staff, the
 * people's invitation state, a walled-off member's scope) are read at once, each as one document;
 * the candidates in every set are counted here, and only the page's accounts are read whole. Why not one
 * query: those sets hold thousands of ids, which devdb tests one by one inside a filter.
 */
export async function listClientPage(actor: Actor, query: ClientPageQuery, now = clockNow()): Promise<ClientPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CLIENT_PAGE_SIZE_DEFAULT;
  const [candidates, ...tests] = await Promise.all([candidatesOf(actor, query), ...testsFor(actor, query, now)]);
  const { onPage, total } = cutPage(candidates, tests, (page - 1) * pageSize, pageSize);
  return { clients: await presentAccounts(actor, onPage, now), total, page, pageSize };
}

/** Every client the filters let through, in name order: a batch's clients chosen by a filter of the Clients screen. */
export async function matchingClientIds(actor: Actor, filter: ClientFilter, now = clockNow()): Promise<Types.ObjectId[]> {
  const [candidates, ...tests] = await Promise.all([candidatesOf(actor, filter), ...testsFor(actor, filter, now)]);
  return cutPage(candidates, tests, 0, Number.POSITIVE_INFINITY).onPage;
}
