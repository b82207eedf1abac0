import { Types } from 'mongoose';
import type { AuditAction, AuditEntry as AuditEntryView, Role } from '@clientline/contracts';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { failedOnlyOnDuplicates } from '../http/duplicate-key';
import { countRequest } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';
import { logger } from '../observability/logger';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { User, type UserRecord } from '../users/model';
import { currentAuditContext } from './context';
import { AuditEntry, type AuditEntryRecord } from './model';
import { readOnce, rememberingReads } from '../steps/remembered-reads';
import { expiryOf, readRetentionYears } from './settings';

export type AuditObject = NonNullable<AuditEntryView['object']>;
type AuditActor = NonNullable<AuditEntryView['actor']>;

/** Who did something, as the trail keeps them: a user record, or the fields of one. */
export type AuditPerson = Pick<UserRecord, '_id' | 'displayName' | 'role'> & { isAdmin?: boolean; organizationId?: Types.ObjectId | null; clientAccountId?: Types.ObjectId | null };

export interface AuditRecord {
  action: AuditAction;
  /** The firm the entry belongs to; by default the signed-in user's. Without one (a pending member) nothing is written. */
  organizationId?: Types.ObjectId | null;
  /** Who did it; by default whoever the request is signed in as (a preview's firm manager), if they belong to that firm; else nobody (null). */
  actor?: AuditPerson | null;
  /** What it was done to (userObject, documentObject, ... below). */
  object?: AuditObject | null;
  /** The project it concerns; its client is the entry's client unless `client` says otherwise. */
  project?: { _id: Types.ObjectId; name: string; clientId?: Types.ObjectId | null } | null;
  /** The client it concerns (an account, or a person of one: their account); by default the project's, or the acting client's. */
  client?: (Pick<UserRecord, '_id' | 'displayName'> & { clientAccountId?: Types.ObjectId | null }) | null;
  /** A few words more: what changed, the address a failed sign-in tried. */
  detail?: string | null;
}

const DETAIL_MAX = 500;

/**
 * Writes one entry of the firm's audit trail (docs/api.md, "Audit trail"), with the address and browser of
 * the request being handled. Awaited with the request, but it never fails it: an entry that cannot be
 * written is logged (`audit entry not written`) and the request goes on.
 *
 * The one recorder for every domain, e.g.
 *   await recordAudit({ action: 'document.downloaded', object: documentObject(document), project });
 *   await recordAudit({ action: 'session.ended', object: sessionObject(sessionId, 'Chrome on macOS') });
 *   await recordAudit({ action: 'two_factor.reset', object: userObject(member), client: member.role === 'client' ? member : null });
 */
export async function recordAudit(record: AuditRecord): Promise<void> {
  const context = currentAuditContext();
  try {
    const entry = await entryOf(record);
    if (entry) await AuditEntry.collection.insertOne(entry);
  } catch (error) {
    (context?.log ?? logger).error({ err: error, action: record.action }, 'audit entry not written');
  }
}

/**
 * Entries of many records at once (a batch's projects), each under an id the caller derives from what it
 * records: written again after a restart, an entry is not repeated.
 */
export async function recordAuditOnce(records: Array<AuditRecord & { entryId: Types.ObjectId }>): Promise<void> {
  try {
    // Read once for all the entries: most are of one firm, many of one client.
    const written = await rememberingReads(async () => {
      const entries: AuditEntryRecord[] = [];
      for (const { entryId, ...record } of records) {
        const entry = await entryOf(record);
        if (entry) entries.push({ ...entry, _id: entryId });
      }
      return entries;
    });
    if (written.length > 0) await AuditEntry.collection.insertMany(written, { ordered: false });
  } catch (error) {
    if (!failedOnlyOnDuplicates(error)) (currentAuditContext()?.log ?? logger).error({ err: error, action: records[0]?.action }, 'audit entries not written');
  }
}

async function entryOf(record: AuditRecord): Promise<AuditEntryRecord | null> {
  const context = currentAuditContext();
  // During a preview the request is answered as the client person, but the firm manager is who makes it.
  const signedIn = context?.state.previewBy ?? context?.state.user;
  const organizationId = record.organizationId ?? record.actor?.organizationId ?? signedIn?.organizationId ?? null;
  if (!organizationId) return null;
  const actor = record.actor !== undefined ? record.actor : signedIn?.organizationId?.equals(organizationId) ? signedIn : null;
  const at = now();
  return {
    _id: new Types.ObjectId(),
    organizationId,
    at,
    action: record.action,
    actor: actor ? personOf(actor) : null,
    object: record.object ?? null,
    project: record.project ? { id: record.project._id.toString(), name: record.project.name } : null,
    client: await clientOf(record, actor, organizationId),
    detail: record.detail ? record.detail.slice(0, DETAIL_MAX) : null,
    ip: context?.ip ?? null,
    userAgent: context?.userAgent ?? null,
    expiresAt: expiryOf(at, await readOnce(`audit-retention:${organizationId.toString()}`, () => readRetentionYears(organizationId))),
  };
}

async function clientOf(record: AuditRecord, actor: AuditPerson | null, organizationId: Types.ObjectId): Promise<AuditEntryRecord['client']> {
  if (record.client !== undefined) return record.client && (record.client.clientAccountId ? accountNamed(record.client.clientAccountId, organizationId) : { id: record.client._id.toString(), displayName: record.client.displayName });
  const clientId = record.project?.clientId;
  if (clientId) return accountNamed(clientId, organizationId);
  if (actor?.role !== 'client') return null;
  return actor.clientAccountId ? accountNamed(actor.clientAccountId, organizationId) : { id: actor._id.toString(), displayName: actor.displayName };
}

/** A client account as an entry names it: its id and the name the firm calls it now. */
function accountNamed(accountId: Types.ObjectId, organizationId: Types.ObjectId): Promise<AuditEntryRecord['client']> {
  return readOnce(`account-name:${organizationId.toString()}:${accountId.toString()}`, async () => {
    const account = await ClientAccount.collection.findOne<Pick<ClientAccountRecord, 'name'>>({ _id: accountId, organizationId }, { projection: { name: 1 } });
    return { id: accountId.toString(), displayName: account?.name ?? '' };
  });
}

export function personOf(person: AuditPerson): AuditActor {
  return { id: person._id.toString(), displayName: person.displayName, role: person.role as Role, isAdmin: person.role === 'team_member' && person.isAdmin === true };
}

export function userObject(user: Pick<UserRecord, '_id' | 'displayName'>): AuditObject {
  return { type: 'user', id: user._id.toString(), name: user.displayName };
}

export function clientObject(client: Pick<UserRecord, '_id' | 'displayName'>): AuditObject {
  return { type: 'client', id: client._id.toString(), name: client.displayName };
}

/** A changed field: its label as the screen says it, its value before and after. */
export type FieldChange = [label: string, before: unknown, after: unknown];

/**
 * `Name: Ann → Anne; Due date: 2026-03-01 → 2026-04-15` for the fields that changed, or null when none did.
 * Days read as YYYY-MM-DD, switches as on/off, an empty value as `none`. Each value gets an equal share of
 * the detail's length (a long one is cut), so every changed field shows, and an edit of one long text
 * shows enough of it to tell before from after.
 */
export function describeChanges(fields: FieldChange[]): string | null {
  const changed = fields.filter(([, before, after]) => !sameValue(before, after));
  if (changed.length === 0) return null;
  // What surrounds the values: each label with its `: `, ` → ` and `; `.
  const labels = changed.reduce((length, [label]) => length + `${label}:  → ; `.length, 0);
  const room = Math.max(VALUE_MIN, Math.floor((DETAIL_MAX - labels) / (2 * changed.length)));
  return changed.map(([label, before, after]) => `${label}: ${shownValue(before, room)} → ${shownValue(after, room)}`).join('; ');
}

const VALUE_MIN = 12;

function sameValue(before: unknown, after: unknown): boolean {
  const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? ''));
  return comparable(before) === comparable(after);
}

/** A value as an entry's detail gives it (see describeChanges), at most `max` characters. */
export function shownValue(value: unknown, max = 60): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const text = String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function documentObject(document: { _id: Types.ObjectId; name: string }): AuditObject {
  return { type: 'document', id: document._id.toString(), name: document.name };
}

export function projectObject(project: { _id: Types.ObjectId; name: string }): AuditObject {
  return { type: 'project', id: project._id.toString(), name: project.name };
}

/** A milestone, a timeline task or a document request item: the part of a project it names. */
export function projectPartObject(type: 'milestone' | 'task' | 'document_request', part: { _id: Types.ObjectId; name: string }): AuditObject {
  return { type, id: part._id.toString(), name: part.name };
}

/** A chat message, named by the start of what it said. */
export function messageObject(message: { _id: Types.ObjectId; content: string }): AuditObject {
  return { type: 'message', id: message._id.toString(), name: shownValue(message.content) };
}

/** A share link, by the name the firm gave it when it has one: 'For the bank (timeline of Tax return 2025)'. */
export function shareLinkObject(share: { _id: Types.ObjectId; name?: string | null }, projectName: string): AuditObject {
  return { type: 'share_link', id: share._id.toString(), name: share.name ? `${share.name} (timeline of ${projectName})` : `Timeline of ${projectName}` };
}

export function organizationObject(organizationId: Types.ObjectId, name: string): AuditObject {
  return { type: 'organization', id: organizationId.toString(), name };
}

/** A session, named by what the person would recognise it by (its browser and device). */
export function sessionObject(sessionId: string, name: string): AuditObject {
  return { type: 'session', id: sessionId, name };
}

/**
 * For /api/login: `authenticate(...).catch(recordFailedSignIn(username))` records a refused sign-in in the
 * trail of the firm whose account was tried (an address without an account belongs to no firm: nothing is
 * written), then rethrows, so the caller's answer is unchanged.
 */
export function recordFailedSignIn(username: string) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof HttpError && [401, 403, 429].includes(error.status)) {
      try {
        const user = await User.collection.findOne<UserRecord>({ username }, { projection: { displayName: 1, role: 1, organizationId: 1 } });
        if (user?.organizationId && (error.status !== 429 || (await isFirstThrottledAttempt(username, error)))) {
          await recordAudit({
            action: 'sign_in.failed',
            organizationId: user.organizationId,
            actor: null,
            object: userObject(user),
            client: user.role === 'client' ? user : null,
            detail: `${username}: ${error.message}`,
          });
        }
      } catch (lookupError) {
        (currentAuditContext()?.log ?? logger).error({ err: lookupError }, 'audit entry not written');
      }
    }
    throw error;
  };
}

/**
 * Throttled sign-ins (429) are written once per account, address and throttle window (until the
 * Retry-After they are answered with): one entry per refused attempt would let anyone who knows a sign-in
 * email grow the firm's trail without bound and bury the real entries.
 */
async function isFirstThrottledAttempt(username: string, throttled: HttpError): Promise<boolean> {
  const windowMs = Number(throttled.options.headers?.['Retry-After'] ?? 0) * 1000;
  const key = `sign-in-throttled:${JSON.stringify([username, addressForLimits(currentAuditContext()?.ip ?? '')])}`;
  return (await countRequest(key, 1, windowMs, now().getTime())) === 0;
}
