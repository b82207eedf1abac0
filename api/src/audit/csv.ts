import { Readable } from 'node:stream';
import { AUDIT_ACTION_LABELS } from '@clientline/contracts';
import type { AuditEntryRecord } from './model';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break. A cell a spreadsheet
 * would read as a formula (starting with = + - @, or a tab or carriage return before one) gets a leading
 * single quote, so opening the export never runs what someone typed into a name (OWASP, CSV injection).
 * Checked on the NFKC form: a spreadsheet may read a full-width `＝` or a small `﹢` as the plain sign.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text.normalize('NFKC'))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const AUDIT_CSV_HEADER = ['Time (UTC)', 'Action', 'Person', 'Role', 'What', 'Project', 'Client', 'Detail', 'Address', 'Browser'];

const ROLE_NAMES = { organization: 'Owner', team_member: 'Team member', client: 'Client' } as const;

/** Owner, Admin, Team member or Client, as the Audit log screen says it. */
function roleOf(actor: AuditEntryRecord['actor']): string {
  if (!actor) return '';
  return actor.role === 'team_member' && actor.isAdmin ? 'Admin' : ROLE_NAMES[actor.role];
}

/** One row, from the stored entry: toAuditEntry would also parse every User-Agent, for a field the CSV does not show. */
function auditCsvRow(entry: AuditEntryRecord): string {
  return csvLine([
    entry.at.toISOString(),
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    entry.actor?.displayName,
    roleOf(entry.actor),
    entry.object?.name,
    entry.project?.name,
    entry.client?.displayName,
    entry.detail,
    entry.ip,
    entry.userAgent,
  ]);
}

/**
 * The entries as CSV, read from the database cursor as the answer is sent: the stream pulls the next batch
 * only when the client has taken the last (backpressure), so memory stays flat however many rows. A client
 * that goes away ends the stream, which closes the cursor.
 */
export function auditCsvStream(entries: AsyncIterable<AuditEntryRecord> & { close(): Promise<void> }): Readable {
  async function* lines(): AsyncGenerator<string> {
    try {
      // A byte order mark, so a spreadsheet reads the names as UTF-8.
      yield `\uFEFF${csvLine(AUDIT_CSV_HEADER)}`;
      let chunk = '';
      for await (const record of entries) {
        chunk += auditCsvRow(record);
        // Well under V8's large-object size (128 KiB) even at two bytes a character (any name outside Latin-1):
        // a large object still alive at a minor GC moves straight to the old space, where it piles up.
        if (chunk.length >= 16 * 1024) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    } finally {
      await entries.close();
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
