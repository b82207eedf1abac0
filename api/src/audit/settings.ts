import type { Types } from 'mongoose';
import { AUDIT_RETENTION_YEARS_DEFAULT, AUDIT_RETENTION_YEARS_MAX, AUDIT_RETENTION_YEARS_MIN, type AuditSettings } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { AuditEntry, AuditSettingsModel, type AuditSettingsRecord } from './model';

export const RETENTION_YEARS_INVALID = `Keep the audit log for a whole number of years from ${AUDIT_RETENTION_YEARS_MIN} to ${AUDIT_RETENTION_YEARS_MAX}`;

/** `at` plus whole calendar years (UTC): when an entry of that time leaves the trail. */
export function expiryOf(at: Date, retentionYears: number): Date {
  const expiry = new Date(at.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + retentionYears);
  return expiry;
}

/** The firm's retention period in years (the default until it sets one). Through the driver: every entry written reads it. */
export async function readRetentionYears(organizationId: Types.ObjectId): Promise<number> {
  const settings = await AuditSettingsModel.collection.findOne<AuditSettingsRecord>({ _id: organizationId }, { projection: { retentionYears: 1 } });
  return settings?.retentionYears ?? AUDIT_RETENTION_YEARS_DEFAULT;
}

export async function readAuditSettings(actor: Actor): Promise<AuditSettings> {
  return { retentionYears: await readRetentionYears(actor.organizationId) };
}

/** The body of PUT /api/audit-log/settings, or a 400 that says what is allowed. */
export function parseAuditSettings(body: unknown): AuditSettings {
  const years = typeof body === 'object' && body !== null ? (body as { retentionYears?: unknown }).retentionYears : undefined;
  if (typeof years !== 'number' || !Number.isInteger(years) || years < AUDIT_RETENTION_YEARS_MIN || years > AUDIT_RETENTION_YEARS_MAX) {
    throw new HttpError(400, RETENTION_YEARS_INVALID, { errors: { retentionYears: RETENTION_YEARS_INVALID } });
  }
  return { retentionYears: years };
}

/**
 * Sets the firm's retention period. Every entry already kept takes the new expiry too (its time plus the
 * new period), so a longer period keeps what a shorter one would have let go, and a shorter one lets the
 * older entries go at the database's next TTL pass. Answers the period before the change.
 */
export async function saveAuditSettings(actor: Actor, settings: AuditSettings): Promise<{ before: number; after: AuditSettings }> {
  const { organizationId } = actor;
  const before = await readRetentionYears(organizationId);
  await AuditSettingsModel.updateOne({ _id: organizationId }, { $set: { retentionYears: settings.retentionYears } }, { upsert: true });
  if (before !== settings.retentionYears) {
    // The entries' content stays as written: only when they expire follows the firm's setting.
    await AuditEntry.collection.updateMany({ organizationId }, [
      { $set: { expiresAt: { $dateAdd: { startDate: '$at', unit: 'year', amount: settings.retentionYears, timezone: 'UTC' } } } },
    ]);
  }
  return { before, after: settings };
}
