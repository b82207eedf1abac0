import type { AuditEntry } from '@clientline/contracts';
import { browserAndSystem } from '../http/user-agent';
import type { AuditEntryRecord } from './model';

export function toAuditEntry(record: AuditEntryRecord): AuditEntry {
  return {
    id: record._id.toString(),
    at: record.at.toISOString(),
    action: record.action,
    actor: record.actor,
    object: record.object,
    project: record.project,
    client: record.client,
    detail: record.detail,
    ip: record.ip,
    userAgent: record.userAgent,
    browser: browserAndSystem(record.userAgent),
  };
}
