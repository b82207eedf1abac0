import type { Types } from 'mongoose';
import type { ClientImportInvitations, ClientImportRow } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { queueClientInvitation } from '../auth/account-mails';
import { EMAIL_TAKEN } from '../auth/client-accounts';
import { NO_PASSWORD_YET } from '../auth/passwords';
import { createAccessToken } from '../auth/tokens';
import { bumpChangeVersions, organizationScope } from '../change-versions/model';
import { ClientAccount } from '../client-accounts/model';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { JobLostError } from '../jobs/runner';
import { User, type UserRecord } from '../users/model';
import { ClientImport, ClientImportRows, type ClientImportRecord, type ClientImportRowsRecord } from './model';
import { loadFirmState, emailsOf, planImport, type PlannedRow } from './plan';

/** Rows written per step; the import's progress and heartbeat are written after each. */
const ROWS_PER_STEP = 250;

/**
 * Imports the rows of a previewed (or interrupted) import, planned again against the firm as it is now:
 * rows already imported by an interrupted run are unchanged, so running it again takes up where it stopped.
 * Writes new accounts, then changed accounts, new people and changed people, a step of rows at a time, and
 * mails the invitations of the new people when the firm chose to invite now.
 */
export async function runImport(actor: Actor, record: ClientImportRecord, rows: ClientImportRowsRecord['rows'], keepAlive: () => Promise<void>): Promise<void> {
  const thisRun = { _id: record._id, organizationId: actor.organizationId, 'run.id': record.run!.id };
  const state = await loadFirmState(actor.organizationId, emailsOf(rows, record.mapping));
  const plan = planImport(rows, record.mapping, record.invitations, state, actor.organizationId);
  for (let start = 0; start < plan.rows.length; start += ROWS_PER_STEP) {
    const step = plan.rows.slice(start, start + ROWS_PER_STEP);
    await writeStep(actor, step, record.invitations);
    const written = await ClientImport.updateOne(thisRun, { $set: { progress: start + step.length, heartbeatAt: now() } });
    // The firm ran it again meanwhile (this run had looked stopped): that run goes on, this one ends.
    if (written.matchedCount === 0) throw new JobLostError();
    await keepAlive();
  }
  const outcomes = plan.rows.map((planned) => planned.row);
  const summary = { ...plan.summary, rows: countOutcomes(outcomes), people: { ...plan.summary.people, new: outcomes.filter((row) => row.outcome === 'new').length } };
  if (record.invitations === 'now') summary.invited = summary.people.new;
  await ClientImportRows.updateOne({ _id: record._id, organizationId: actor.organizationId }, { $set: { outcomes } });
  await ClientImport.updateOne(
    thisRun,
    { $set: { status: 'done', summary, progress: plan.rows.length, finishedAt: now(), heartbeatAt: null } },
  );
  const importer = await User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).lean<UserRecord>();
  await recordAudit({
    action: 'client.imported',
    organizationId: actor.organizationId,
    actor: importer,
    detail: `${record.fileName}: ${summary.people.new} people added, ${summary.people.updated} changed, ${summary.rows.unchanged} unchanged, ${summary.rows.error} rows not imported; ${summary.accounts.new} new clients`,
  });
}

function countOutcomes(rows: ClientImportRow[]): Record<ClientImportRow['outcome'], number> {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

async function writeStep(actor: Actor, step: PlannedRow[], invitations: ClientImportInvitations): Promise<void> {
  const { organizationId } = actor;
  const newAccounts = step.flatMap((planned) => (planned.newAccount ? [planned.newAccount] : []));
  if (newAccounts.length > 0) {
    await ClientAccount.insertMany(
      newAccounts.map((account) => ({ _id: account.id, organizationId, name: account.name, kind: account.kind, tags: account.tags, primaryPersonId: account.id, archivedAt: null })),
    );
  }
  const accountChanges = step.flatMap((planned) => (planned.accountChange ? [planned.accountChange] : []));
  if (accountChanges.length > 0) {
    await ClientAccount.bulkWrite(
      accountChanges.map((change) => ({
        updateOne: {
          filter: { _id: change.id, organizationId },
          update: { ...(change.kind && { $set: { kind: change.kind } }), $addToSet: { tags: { $each: change.addTags } } },
        },
      })),
    );
  }
  const invited = await addPeople(actor, step, invitations);
  const personChanges = step.flatMap((planned) => (planned.personChange ? [planned.personChange] : []));
  if (personChanges.length > 0) {
    await User.bulkWrite(personChanges.map((change) => ({ updateOne: { filter: { _id: change.id, organizationId, role: 'client' }, update: { $set: change.set } } })));
  }
  // bulkWrite runs no query middleware, so these writes move the firm's change version themselves: its polls
  // and the people's records each process keeps (kept-users.ts) are read again.
  if (accountChanges.length > 0 || personChanges.length > 0) await bumpChangeVersions([organizationScope(organizationId)]);
  for (const invitation of invited) await queueClientInvitation(actor, invitation);
}

/**
 * Writes the step's new people, each with no password until they choose one from an invitation (one now,
 * when the firm chose 'now'; marked not to be invited, when it chose 'never'). A person whose email was taken since the plan was made (Add Client, a registration) is
 * not added: their row becomes an error, and a new account they were to open is removed with nobody on it.
 */
async function addPeople(actor: Actor, step: PlannedRow[], invitations: ClientImportInvitations): Promise<Array<{ id: string; username: string; displayName: string; firstAccessUrl: string }>> {
  const adding = step.filter((planned) => planned.newPerson);
  if (adding.length === 0) return [];
  const invited: Array<{ id: string; username: string; displayName: string; firstAccessUrl: string }> = [];
  const people = adding.map(({ newPerson: person }) => {
    const token = invitations === 'now' ? createAccessToken(now()) : null;
    if (token) invited.push({ id: person!.id.toString(), username: person!.email, displayName: person!.name, firstAccessUrl: `/auth/first-access/${token.token}` });
    return {
      _id: person!.id,
      username: person!.email,
      displayName: person!.name,
      phone: person!.phone,
      passwordHash: NO_PASSWORD_YET,
      role: 'client' as const,
      organizationId: actor.organizationId,
      status: 'active' as const,
      firstLogin: true,
      requiresPasswordChange: true,
      accessTokenHash: token?.tokenHash ?? null,
      accessTokenExpiresAt: token?.expiresAt ?? null,
      clientAccountId: person!.accountId,
      ...(invitations === 'never' && { invitationsOff: true }),
    };
  });
  const failed = await insertEach(people);
  if (failed.size === 0) return invited;
  for (const planned of adding) {
    if (!failed.has(planned.newPerson!.id.toString())) continue;
    planned.row = { ...planned.row, outcome: 'error', reason: EMAIL_TAKEN };
    if (planned.newAccount) await ClientAccount.deleteOne({ _id: planned.newAccount.id, organizationId: actor.organizationId });
  }
  return invited.filter((invitation) => !failed.has(invitation.id));
}

/** Inserts every person it can; answers the ids of those refused for a taken email. */
async function insertEach(people: Array<{ _id: Types.ObjectId }>): Promise<Set<string>> {
  try {
    await User.insertMany(people, { ordered: false });
    return new Set();
  } catch (error) {
    const writeErrors = (error as { writeErrors?: Array<{ index: number; code?: number }> }).writeErrors ?? [];
    if (writeErrors.length === 0 || !writeErrors.every(isDuplicateKeyError)) throw error;
    return new Set(writeErrors.map((writeError) => people[writeError.index]!._id.toString()));
  }
}
