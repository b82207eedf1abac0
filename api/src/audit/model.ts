import mongoose, { Schema, type Types } from 'mongoose';
import type { AuditAction, AuditEntry as AuditEntryView } from '@clientline/contracts';

/**
 * One entry of a firm's audit trail (docs/api.md, "Audit trail"): who did what, to what, when and from
 * where, with names as they were then (a snapshot: a renamed client or a deleted document keeps the name it
 * had). Ids are kept as strings, the way the trail shows them.
 *
 * Append-only: entries are written with one driver `insertOne` (record.ts) and no api route updates or
 * deletes one; only their `expiresAt` follows the firm's retention period (settings.ts), and the database
 * removes them when it passes (the TTL index). Not on the tenancy plugin: its change tracking would move
 * the firm's change version at every entry (every document download, every sign-in), turning the polled
 * lists' 304 into full answers for nothing; no polled read depends on the trail. Reads are scoped by
 * `audienceFilter` (query.ts), which always starts with the firm's id.
 */
export interface AuditEntryRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  at: Date;
  action: AuditAction;
  actor: NonNullable<AuditEntryView['actor']> | null;
  object: NonNullable<AuditEntryView['object']> | null;
  project: NonNullable<AuditEntryView['project']> | null;
  client: NonNullable<AuditEntryView['client']> | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  /** When the database deletes the entry: `at` plus the firm's retention period. */
  expiresAt: Date;
}

const auditEntrySchema = new Schema<AuditEntryRecord>(
  {
    organizationId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    action: { type: String, required: true },
    actor: { type: Schema.Types.Mixed, default: null },
    object: { type: Schema.Types.Mixed, default: null },
    project: { type: Schema.Types.Mixed, default: null },
    client: { type: Schema.Types.Mixed, default: null },
    detail: { type: String, default: null },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'audit_entries' },
);

// Newest first within the firm, with `_id` breaking ties, for keyset pages (query.ts): one index per filter
// of GET /api/audit-log, so a filtered first page walks only its own entries however large the trail.
const NEWEST_FIRST = { at: -1, _id: -1 } as const;
auditEntrySchema.index({ organizationId: 1, ...NEWEST_FIRST });
auditEntrySchema.index({ organizationId: 1, 'actor.id': 1, ...NEWEST_FIRST });
auditEntrySchema.index({ organizationId: 1, action: 1, ...NEWEST_FIRST });
auditEntrySchema.index({ organizationId: 1, 'project.id': 1, ...NEWEST_FIRST });
auditEntrySchema.index({ organizationId: 1, 'client.id': 1, ...NEWEST_FIRST });
// A document's "History".
auditEntrySchema.index({ organizationId: 1, 'object.id': 1, ...NEWEST_FIRST });
auditEntrySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const AuditEntry = mongoose.model<AuditEntryRecord>('AuditEntry', auditEntrySchema);

/** A firm's audit settings (GET/PUT /api/audit-log/settings), keyed by its organization id; absent: the defaults. */
export interface AuditSettingsRecord {
  _id: Types.ObjectId;
  retentionYears: number;
}

const auditSettingsSchema = new Schema<AuditSettingsRecord>({ retentionYears: { type: Number, required: true } }, { versionKey: false, collection: 'audit_settings' });

export const AuditSettingsModel = mongoose.model<AuditSettingsRecord>('AuditSettings', auditSettingsSchema);
