import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import {
  CLIENT_ACCOUNT_KINDS,
  CLIENT_TAG_MAX_LENGTH,
  CLIENT_TAGS_MAX,
  withoutHiddenCharacters,
  type ClientAccountKind,
  type ClientImportInvitations,
  type ClientImportMapping,
  type ClientImportRow,
  type ClientImportSummary,
} from '@clientline/contracts';
import { EMAIL_TAKEN } from '../auth/client-accounts';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { User, type UserRecord } from '../users/model';

/** What importing one row does, worked out before anything is written (the dry run shows it; the import does it). */
export interface PlannedRow {
  row: ClientImportRow;
  newAccount?: NewAccount;
  accountChange?: { id: Types.ObjectId; kind?: ClientAccountKind; addTags: string[] };
  newPerson?: NewPerson;
  personChange?: { id: Types.ObjectId; set: Partial<Pick<UserRecord, 'displayName' | 'phone'>> };
}

export interface NewAccount {
  id: Types.ObjectId;
  name: string;
  kind: ClientAccountKind;
  tags: string[];
}

export interface NewPerson {
  id: Types.ObjectId;
  email: string;
  name: string;
  phone: string | null;
  accountId: Types.ObjectId;
}

export interface ImportPlan {
  rows: PlannedRow[];
  summary: ClientImportSummary;
}

type FirmAccount = Pick<ClientAccountRecord, '_id' | 'name' | 'kind' | 'tags' | 'archivedAt'>;
type KnownPerson = Pick<UserRecord, '_id' | 'username' | 'displayName' | 'phone' | 'role' | 'organizationId' | 'clientAccountId'>;

/** What the plan is made against: the firm's accounts, and whoever already has one of the file's emails. */
export interface FirmState {
  accounts: FirmAccount[];
  peopleByEmail: Map<string, KnownPerson>;
}

const NAME_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 40;
const emailCheck = z.email();
/** A cell a spreadsheet would run as a formula if the text were ever opened in one again. */
const FORMULA_START = /^[=+\-@\t\r]/;
const KIND_WORDS: Record<string, ClientAccountKind> = {
  individual: 'individual',
  person: 'individual',
  personal: 'individual',
  household: 'household',
  family: 'household',
  couple: 'household',
  joint: 'household',
  company: 'company',
  business: 'company',
  organization: 'company',
  organisation: 'company',
  corporation: 'company',
  entity: 'company',
};

export async function loadFirmState(organizationId: Types.ObjectId, emails: string[]): Promise<FirmState> {
  const [accounts, people] = await Promise.all([
    ClientAccount.find({ organizationId }, { name: 1, kind: 1, tags: 1, archivedAt: 1 }).lean<FirmAccount[]>(),
    // Emails are unique across the product: one taken in another firm cannot be imported either.
    User.find({ username: mongoose.trusted({ $in: emails }) }, { username: 1, displayName: 1, phone: 1, role: 1, organizationId: 1, clientAccountId: 1 })
      .setOptions({ unscoped: true })
      .lean<KnownPerson[]>(),
  ]);
  return { accounts, peopleByEmail: new Map(people.map((person) => [person.username, person])) };
}

/** The emails of the file's rows that look like one, to load who has them. */
export function emailsOf(rows: Array<{ cells: string[] }>, mapping: ClientImportMapping): string[] {
  if (mapping.email === null) return [];
  const column = mapping.email;
  return [...new Set(rows.map((row) => (row.cells[column] ?? '').trim().toLowerCase()).filter((email) => emailCheck.safeParse(email).success))];
}

interface ReadRow {
  line: number;
  email: string;
  name: string;
  phone: string | null;
  /** As written; empty when the file names none (the person's own account). */
  accountName: string;
  kind: ClientAccountKind | null;
  tags: string[];
}

function cellOf(cells: string[], column: number | null): string {
  return column === null ? '' : withoutHiddenCharacters(cells[column] ?? '').trim();
}

/** A row's values, or why it cannot be imported. */
function readRow(line: number, cells: string[], mapping: ClientImportMapping): ReadRow | { line: number; error: string; email: string; name: string; accountName: string } {
  const email = cellOf(cells, mapping.email).toLowerCase();
  const name = [cellOf(cells, mapping.firstName), cellOf(cells, mapping.lastName)].filter(Boolean).join(' ');
  const accountName = cellOf(cells, mapping.accountName);
  const phone = cellOf(cells, mapping.phone);
  const kindText = cellOf(cells, mapping.accountKind);
  const tagsText = cellOf(cells, mapping.tags);
  const fail = (error: string) => ({ line, error, email, name, accountName });

  if (!email) return fail('No email: each person needs one to sign in');
  if (!emailCheck.safeParse(email).success) return fail(`"${email}" is not an email address`);
  if (!name) return fail('No name: fill in the first or last name');
  if (name.length > NAME_MAX_LENGTH) return fail(`The name is longer than ${NAME_MAX_LENGTH} characters`);
  if (accountName.length > NAME_MAX_LENGTH) return fail(`The account name is longer than ${NAME_MAX_LENGTH} characters`);
  if (phone.length > PHONE_MAX_LENGTH) return fail(`The phone number is longer than ${PHONE_MAX_LENGTH} characters`);
  const kind = kindText ? KIND_WORDS[kindText.toLowerCase()] : null;
  if (kind === undefined) return fail(`Account kind "${kindText}" is not one of ${CLIENT_ACCOUNT_KINDS.join(', ')}`);
  const tags = uniqueTags(tagsText.split(/[;,|]/).map((tag) => tag.trim()).filter(Boolean));
  const longTag = tags.find((tag) => tag.length > CLIENT_TAG_MAX_LENGTH);
  if (longTag) return fail(`The tag "${longTag}" is longer than ${CLIENT_TAG_MAX_LENGTH} characters`);
  const formula = [cellOf(cells, mapping.firstName), cellOf(cells, mapping.lastName), accountName, ...tags].find((text) => FORMULA_START.test(text));
  if (formula) return fail(`"${formula}" starts like a spreadsheet formula: correct the cell, then import again`);
  return { line, email, name, phone: phone || null, accountName, kind, tags };
}

/** Each tag once whatever its case, the first spelling kept. */
function uniqueTags(tags: string[]): string[] {
  const unique: string[] = [];
  for (const tag of tags) if (!unique.some((kept) => kept.toLowerCase() === tag.toLowerCase())) unique.push(tag);
  return unique;
}

function tagsMissing(have: string[], wanted: string[]): string[] {
  const lower = new Set(have.map((tag) => tag.toLowerCase()));
  return wanted.filter((tag) => !lower.has(tag.toLowerCase()));
}

/** An account as the plan knows it so far: the firm's, or one earlier rows of the file make. */
interface PlannedAccount {
  id: Types.ObjectId;
  name: string;
  kind: ClientAccountKind;
  tags: string[];
  archived: boolean;
  /** Made by this import (the first row naming it carries the NewAccount). */
  isNew: boolean;
}

/**
 * What importing `rows` with `mapping` does to the firm as it is (`state`), row by row: people are matched by
 * email and accounts by name (without case); a row that names no account is the person's own (a new
 * individual's, or the one they are already on). Importing what is already there changes nothing.
 */
export function planImport(rows: Array<{ line: number; cells: string[] }>, mapping: ClientImportMapping, invitations: ClientImportInvitations, state: FirmState, organizationId: Types.ObjectId): ImportPlan {
  const accountsByName = new Map<string, PlannedAccount[]>();
  const accountsById = new Map<string, PlannedAccount>();
  for (const account of state.accounts) {
    const planned: PlannedAccount = { id: account._id, name: account.name, kind: account.kind, tags: account.tags ?? [], archived: Boolean(account.archivedAt), isNew: false };
    accountsById.set(account._id.toString(), planned);
    const key = account.name.toLowerCase();
    accountsByName.set(key, [...(accountsByName.get(key) ?? []), planned]);
  }
  const read = rows.map((row) => readRow(row.line, row.cells, mapping));
  const peopleOfNewAccount = countPeoplePerAccountName(read);
  const firstLineOfEmail = new Map<string, number>();
  const touchedAccounts = new Set<string>();
  const newAccountIds = new Set<string>();
  const planned: PlannedRow[] = [];

  for (const row of read) {
    const error = (reason: string): PlannedRow => ({ row: { line: row.line, outcome: 'error', email: row.email, name: row.name, accountName: row.accountName, reason } });
    if ('error' in row) {
      planned.push(error(row.error));
      continue;
    }
    const earlierLine = firstLineOfEmail.get(row.email);
    if (earlierLine !== undefined) {
      planned.push(error(`The email is on line ${earlierLine} too: one row per person`));
      continue;
    }
    firstLineOfEmail.set(row.email, row.line);

    const known = state.peopleByEmail.get(row.email);
    const isFirmClient = known?.role === 'client' && known.organizationId?.equals(organizationId) && known.clientAccountId;
    if (known && !isFirmClient) {
      planned.push(error(EMAIL_TAKEN));
      continue;
    }
    const current = isFirmClient ? accountsById.get(known.clientAccountId!.toString()) : undefined;
    let account: PlannedAccount | undefined;
    let newAccount: NewAccount | undefined;
    if (row.accountName) {
      const named = accountsByName.get(row.accountName.toLowerCase()) ?? [];
      if (named.length > 1) {
        planned.push(error(`${named.length} clients are named "${row.accountName}": rename all but one, then import again`));
        continue;
      }
      account = named[0];
    } else {
      account = current;
    }
    if (current && account && !current.id.equals(account.id)) {
      planned.push(error(`This person is on the client "${current.name}": move them by hand if they belong to "${account.name}"`));
      continue;
    }
    if (current && !account) {
      planned.push(error(`This person is on the client "${current.name}", not "${row.accountName}"`));
      continue;
    }
    if (!account) {
      const name = row.accountName || row.name;
      const kind = row.kind ?? ((peopleOfNewAccount.get(row.accountName.toLowerCase()) ?? 1) > 1 ? 'household' : 'individual');
      newAccount = { id: new Types.ObjectId(), name, kind, tags: row.tags };
      account = { id: newAccount.id, name, kind, tags: row.tags, archived: false, isNew: true };
      accountsById.set(account.id.toString(), account);
      if (row.accountName) accountsByName.set(row.accountName.toLowerCase(), [account]);
      newAccountIds.add(account.id.toString());
    }

    const changes: string[] = [];
    let accountChange: PlannedRow['accountChange'];
    if (!newAccount) {
      const addTags = tagsMissing(account.tags, row.tags);
      const kind = row.kind && row.kind !== account.kind ? row.kind : undefined;
      if (account.tags.length + addTags.length > CLIENT_TAGS_MAX) {
        planned.push(error(`"${account.name}" would have more than ${CLIENT_TAGS_MAX} tags`));
        continue;
      }
      if (kind) changes.push(`Kind: ${account.kind} → ${kind}`);
      if (addTags.length > 0) changes.push(`Tags: + ${addTags.join(', ')}`);
      if (kind || addTags.length > 0) accountChange = { id: account.id, ...(kind && { kind }), addTags };
    }
    let personChange: PlannedRow['personChange'];
    let newPerson: NewPerson | undefined;
    if (isFirmClient) {
      const set: NonNullable<PlannedRow['personChange']>['set'] = {};
      if (row.name !== known.displayName) {
        set.displayName = row.name;
        changes.unshift(`Name: ${known.displayName} → ${row.name}`);
      }
      // An empty phone cell leaves the phone the firm has.
      if (row.phone && row.phone !== (known.phone ?? null)) {
        set.phone = row.phone;
        changes.push(`Phone: ${known.phone ?? 'none'} → ${row.phone}`);
      }
      if (Object.keys(set).length > 0) personChange = { id: known._id, set };
    } else {
      newPerson = { id: newAccount ? newAccount.id : new Types.ObjectId(), email: row.email, name: row.name, phone: row.phone, accountId: account.id };
    }
    const changesAnything = Boolean(newPerson || personChange || accountChange);
    if (account.archived && changesAnything) {
      planned.push(error(`The client "${account.name}" is archived: restore it first`));
      continue;
    }
    if (accountChange) {
      if (accountChange.kind) account.kind = accountChange.kind;
      account.tags = [...account.tags, ...accountChange.addTags];
    }
    if (!account.isNew && (accountChange || newPerson)) touchedAccounts.add(account.id.toString());
    const outcome = newPerson ? 'new' : changesAnything ? 'update' : 'unchanged';
    const reason = newPerson && !newAccount ? [`Joins "${account.name}"`, ...changes].join('; ') : changes.join('; ');
    planned.push({ row: { line: row.line, outcome, email: row.email, name: row.name, accountName: account.name, reason }, newAccount, accountChange, newPerson, personChange });
  }
  return { rows: planned, summary: summarize(planned, touchedAccounts.size, newAccountIds.size, invitations) };
}

/** How many people of the file each account name gathers: a new account of several is a household unless the file says. */
function countPeoplePerAccountName(rows: Array<ReadRow | { error: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if ('error' in row || !row.accountName) continue;
    const key = row.accountName.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function summarize(rows: PlannedRow[], accountsUpdated: number, accountsNew: number, invitations: ClientImportInvitations): ClientImportSummary {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  let peopleUpdated = 0;
  for (const { row, personChange } of rows) {
    counts[row.outcome] += 1;
    if (personChange) peopleUpdated += 1;
  }
  return {
    rows: counts,
    accounts: { new: accountsNew, updated: accountsUpdated },
    people: { new: counts.new, updated: peopleUpdated },
    invited: invitations === 'now' ? counts.new : 0,
  };
}
