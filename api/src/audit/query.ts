import { Types } from 'mongoose';
import { AUDIT_ACTIONS, type AuditAction, type AuditLogQuery } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import type { AuditEntryRecord } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURSOR = /^(\d{1,15})_([a-f0-9]{24})$/;

export interface ParsedAuditQuery {
  personId?: string;
  /** Entries by any of these people instead (a client account's, audit-log/account-people.ts). */
  personIds?: string[];
  action?: AuditAction;
  projectId?: string;
  clientId?: string;
  /** The first instant of `from`; the first instant after `to`. */
  fromAt?: Date;
  untilAt?: Date;
  before?: { at: Date; id: Types.ObjectId };
}

function single(query: Record<string, unknown>, name: keyof AuditLogQuery): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Give ${name} once`);
  return value;
}

function id(query: Record<string, unknown>, name: 'personId' | 'projectId' | 'clientId', what: string): string | undefined {
  const value = single(query, name);
  if (value !== undefined && !/^[a-f0-9]{24}$/.test(value)) throw new HttpError(400, `${what} is not one of the firm's (${name} must be an id from the list)`);
  return value;
}

function calendarDay(query: Record<string, unknown>, name: 'from' | 'to'): Date | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const [, year, month, day] = CALENDAR_DAY.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (!year || date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    throw new HttpError(400, `The ${name === 'from' ? 'start' : 'end'} date must be a date like 2026-01-31`);
  }
  return date;
}

/** GET /api/audit-log's (and the export's) query string, or a 400 saying which part is wrong. */
export function parseAuditQuery(query: Record<string, unknown>): ParsedAuditQuery {
  const action = single(query, 'action');
  if (action !== undefined && !AUDIT_ACTIONS.includes(action as AuditAction)) throw new HttpError(400, `There is no action "${action.slice(0, 60)}" in the audit log`);
  const from = calendarDay(query, 'from');
  const to = calendarDay(query, 'to');
  if (from && to && from > to) throw new HttpError(400, 'The start date must be on or before the end date');
  const cursor = single(query, 'before');
  let before: ParsedAuditQuery['before'];
  if (cursor !== undefined) {
    const [, millis, entryId] = CURSOR.exec(cursor) ?? [];
    if (!millis || !entryId) throw new HttpError(400, 'This page of the audit log is out of date: open the first page again');
    before = { at: new Date(Number(millis)), id: new Types.ObjectId(entryId) };
  }
  return {
    personId: id(query, 'personId', 'That person'),
    action: action as AuditAction | undefined,
    projectId: id(query, 'projectId', 'That project'),
    clientId: id(query, 'clientId', 'That client'),
    fromAt: from,
    untilAt: to && new Date(to.getTime() + DAY_MS),
    before,
  };
}

/** The `before` of the page after the one ending with `entry`. */
export function cursorAfter(entry: Pick<AuditEntryRecord, 'at' | '_id'>): string {
  return `${entry.at.getTime()}_${entry._id.toString()}`;
}

/**
 * The firm's entries the query selects, always starting with the firm: each filter is an equality the
 * matching index starts with, the dates and the cursor a range on `at` after it (model.ts).
 */
export function auditFilter(organizationId: Types.ObjectId, query: ParsedAuditQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { organizationId };
  if (query.personIds) filter['actor.id'] = { $in: query.personIds };
  else if (query.personId) filter['actor.id'] = query.personId;
  if (query.action) filter.action = query.action;
  if (query.projectId) filter['project.id'] = query.projectId;
  if (query.clientId) filter['client.id'] = query.clientId;
  const at: Record<string, Date> = {};
  if (query.fromAt) at.$gte = query.fromAt;
  if (query.untilAt) at.$lt = query.untilAt;
  if (query.before) {
    at.$lte = query.before.at;
    // Entries of the cursor's very instant come after it only when their id is lower (newest first, then _id).
    filter.$or = [{ at: { $lt: query.before.at } }, { _id: { $lt: query.before.id } }];
  }
  if (Object.keys(at).length > 0) filter.at = at;
  return filter;
}

export const NEWEST_FIRST = { at: -1, _id: -1 } as const;
