import type { IncomingMessage } from 'node:http';
import mongoose, { Types } from 'mongoose';
import Papa from 'papaparse';
import {
  CLIENT_IMPORT_FIELD_LABELS,
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_TOO_LARGE,
  type ClientImport as ClientImportView,
  type ClientImportListItem,
  type ClientImportMapping,
  type ClientImportPlanInput,
  type ClientImportRow,
  type ClientImportStatus,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { loadActor } from '../actor/load-actor';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { multipartParts } from '../http/multipart';
import { queueJob, registerJobKind, type RunningJob } from '../jobs/runner';
import { logger } from '../observability/logger';
import { ClientImport, ClientImportRows, type ClientImportRecord, type ClientImportRowsRecord } from './model';
import { emailsOf, loadFirmState, planImport } from './plan';
import { guessMapping, readClientList } from './read-file';
import { runImport } from './run';
import { User, type UserRecord } from '../users/model';

export const IMPORT_NOT_FOUND = 'Import not found';
export const SEND_CSV_FILE = 'Send the client list as multipart/form-data, in one part named "file"';
/** How long a running import may go without writing its progress before it counts as stopped. */
export const IMPORT_STOPPED_AFTER_MS = 60_000;
const SAMPLE_ROWS = 5;
const UPLOAD_LIMITS = { maxFiles: 1, maxFileBytes: CLIENT_IMPORT_MAX_BYTES, tooManyFiles: 'Upload one file at a time', fieldsExpected: 'send only the file' };

/** POST /api/client-imports: reads the uploaded CSV and keeps its rows, with a mapping guessed from its header. */
export async function uploadImport(actor: Actor, request: IncomingMessage): Promise<ClientImportView> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, SEND_CSV_FILE);
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of multipartParts(request, UPLOAD_LIMITS)) {
    if (part.kind !== 'file') continue;
    if (part.name !== 'file') throw new HttpError(400, SEND_CSV_FILE);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > CLIENT_IMPORT_MAX_BYTES) throw new HttpError(413, CLIENT_IMPORT_TOO_LARGE);
      chunks.push(chunk);
    }
    file = { name: part.fileName.trim().slice(0, 200) || 'clients.csv', bytes: Buffer.concat(chunks) };
  }
  if (!file) throw new HttpError(400, 'Choose a CSV file of your clients to upload');
  const list = readClientList(file.bytes);
  // The rows first: an import is never without them.
  const { _id } = await ClientImportRows.create({ organizationId: actor.organizationId, rows: list.rows, outcomes: [] });
  const created = await ClientImport.create({
    _id,
    organizationId: actor.organizationId,
    createdBy: actor.userId,
    fileName: file.name,
    status: 'uploaded',
    columns: list.columns,
    delimiter: list.delimiter,
    sample: list.rows.slice(0, SAMPLE_ROWS).map((row) => row.cells),
    rowCount: list.rows.length,
    mapping: guessMapping(list.columns),
    invitations: 'later',
  });
  return presentImport(created.toObject(), []);
}

async function findImport(actor: Actor, importId: Types.ObjectId): Promise<ClientImportRecord> {
  const found = await ClientImport.findOne({ _id: importId, organizationId: actor.organizationId }).lean<ClientImportRecord>();
  if (!found) throw new HttpError(404, IMPORT_NOT_FOUND);
  return found;
}

async function rowsOf(actor: Actor, importId: Types.ObjectId, projection: Partial<Record<'rows' | 'outcomes', 1>>): Promise<ClientImportRowsRecord> {
  const found = await ClientImportRows.findOne({ _id: importId, organizationId: actor.organizationId }, projection).lean<ClientImportRowsRecord>();
  if (!found) throw new HttpError(404, IMPORT_NOT_FOUND);
  return found;
}

/** GET /api/client-imports lists this many of the firm's imports, the newest. */
const LISTED_IMPORTS = 20;

export async function listImports(actor: Actor): Promise<ClientImportListItem[]> {
  const records = await ClientImport.find({ organizationId: actor.organizationId }).sort({ createdAt: -1, _id: -1 }).limit(LISTED_IMPORTS).lean<ClientImportRecord[]>();
  return records.map((record) => {
    const { id, fileName, status, rowCount, summary, createdAt, finishedAt } = presentImport(record, []);
    return { id, fileName, status, rowCount, summary, createdAt, finishedAt };
  });
}

const NOT_RUN = 'Choose an import that has run: this one has not imported anyone yet';

/**
 * The clients of an import's result: the accounts of the people its rows added or matched (every row not in
 * error), found by their email. A person whose email changed since is found no more.
 */
export async function accountsOfImport(actor: Actor, importId: Types.ObjectId): Promise<Types.ObjectId[]> {
  const record = await findImport(actor, importId);
  if (statusOf(record) !== 'done') throw new HttpError(400, NOT_RUN, { errors: { importId: NOT_RUN } });
  const { outcomes } = await rowsOf(actor, importId, { outcomes: 1 });
  const emails = outcomes.filter((row) => row.outcome !== 'error').map((row) => row.email);
  return User.distinct('clientAccountId', { organizationId: actor.organizationId, role: 'client', username: mongoose.trusted({ $in: emails }) });
}

export async function getImport(actor: Actor, importId: Types.ObjectId): Promise<ClientImportView> {
  const record = await findImport(actor, importId);
  // While it runs, the rows are the dry run's and would only weigh on each progress poll.
  const outcomes = statusOf(record) === 'running' ? [] : (await rowsOf(actor, importId, { outcomes: 1 })).outcomes;
  return presentImport(record, outcomes);
}

/** A mapping the file can be read by: email and a name chosen, each column for one field, every column in the file. */
function checkMapping(mapping: ClientImportMapping, columns: string[]): void {
  const invalid = (message: string) => new HttpError(400, message, { errors: { mapping: message } });
  if (mapping.email === null) throw invalid('Choose the column that holds the email addresses');
  if (mapping.firstName === null && mapping.lastName === null) throw invalid('Choose the column that holds the names (first name, last name, or both)');
  const used = new Map<number, string>();
  for (const field of CLIENT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (column >= columns.length) throw invalid(`The file has ${columns.length} columns: there is no column ${column + 1} for ${CLIENT_IMPORT_FIELD_LABELS[field]}`);
    const other = used.get(column);
    if (other) throw invalid(`"${columns[column] || `Column ${column + 1}`}" is chosen for both ${other} and ${CLIENT_IMPORT_FIELD_LABELS[field]}: choose one column per field`);
    used.set(column, CLIENT_IMPORT_FIELD_LABELS[field]);
  }
}

/** POST /api/client-imports/{id}/dry-run: what the import would do, row by row, with nothing written but the plan. */
export async function dryRunImport(actor: Actor, importId: Types.ObjectId, input: ClientImportPlanInput & { mapping: ClientImportMapping }): Promise<ClientImportView> {
  const record = await findImport(actor, importId);
  refuseOnceStarted(record);
  checkMapping(input.mapping, record.columns);
  const { rows } = await rowsOf(actor, importId, { rows: 1 });
  const state = await loadFirmState(actor.organizationId, emailsOf(rows, input.mapping));
  const plan = planImport(rows, input.mapping, input.invitations, state, actor.organizationId);
  const outcomes = plan.rows.map((planned) => planned.row);
  const updated = await ClientImport.findOneAndUpdate(
    { _id: record._id, organizationId: actor.organizationId, status: record.status },
    { $set: { status: 'previewed', mapping: input.mapping, invitations: input.invitations, summary: plan.summary } },
    { returnDocument: 'after' },
  ).lean<ClientImportRecord>();
  if (!updated) throw new HttpError(409, 'This import changed meanwhile (another tab?): reload it');
  await ClientImportRows.updateOne({ _id: record._id, organizationId: actor.organizationId }, { $set: { outcomes } });
  return presentImport(updated, outcomes);
}

function refuseOnceStarted(record: ClientImportRecord): void {
  const status = statusOf(record);
  if (status === 'running') throw new HttpError(409, 'This import is running: wait for it to finish');
  if (status === 'done' || status === 'interrupted') throw new HttpError(409, 'This import already ran: upload the file again to import it again');
}

/**
 * POST /api/client-imports/{id}/run: starts the import of a previewed file, or takes up an interrupted one
 * (202; it runs in the background: GET the import for its progress). One run at a time per import.
 */
export async function startImport(actor: Actor, importId: Types.ObjectId): Promise<ClientImportView> {
  const record = await findImport(actor, importId);
  const status = statusOf(record);
  if (status === 'uploaded') throw new HttpError(409, 'Check the dry run first: map the columns and preview the import');
  if (status === 'running') throw new HttpError(409, 'This import is running: wait for it to finish');
  if (status === 'done') throw new HttpError(409, 'This import already ran: upload the file again to import it again');
  const run = { id: new Types.ObjectId(), by: actor.userId };
  const started = await ClientImport.findOneAndUpdate(
    { _id: record._id, organizationId: actor.organizationId, status: record.status, heartbeatAt: record.heartbeatAt },
    { $set: { status: 'running', progress: 0, heartbeatAt: now(), run } },
    { returnDocument: 'after' },
  ).lean<ClientImportRecord>();
  if (!started) throw new HttpError(409, 'This import is running: wait for it to finish');
  await queueJob({ kind: CLIENT_IMPORT_JOB, key: `${CLIENT_IMPORT_JOB}:${run.id.toString()}`, organizationId: actor.organizationId, data: { importId: record._id.toString(), runId: run.id.toString() } });
  return presentImport(started, []);
}

const CLIENT_IMPORT_JOB = 'client-import';

/** The run as a job, as whoever started it; a run the firm has started again since (it had stopped) does nothing. */
async function runImportJob(job: RunningJob): Promise<void> {
  const scope = { _id: new Types.ObjectId(String(job.data.importId)), organizationId: job.organizationId! };
  const record = await ClientImport.findOne({ ...scope, status: 'running', 'run.id': new Types.ObjectId(String(job.data.runId)) }).lean<ClientImportRecord>();
  if (!record) return;
  const startedBy = await User.findOne({ _id: record.run!.by, organizationId: scope.organizationId }).lean<UserRecord>();
  const actor = startedBy && (await loadActor(startedBy));
  if (!actor) {
    await interruptRun(job);
    return;
  }
  const { rows } = await rowsOf(actor, scope._id, { rows: 1 });
  await runImport(actor, record, rows, job.keepAlive);
}

/** The job's run, if it is still the import's, stops: the firm sees it interrupted and can run it again. */
async function interruptRun(job: RunningJob): Promise<void> {
  await ClientImport.updateOne(
    { _id: new Types.ObjectId(String(job.data.importId)), organizationId: job.organizationId!, status: 'running', 'run.id': new Types.ObjectId(String(job.data.runId)) },
    { $set: { status: 'interrupted' } },
  );
}

/** Registered by app.ts: the job runner of every process runs client imports. */
export function runClientImportsAsJobs(): void {
  registerJobKind(CLIENT_IMPORT_JOB, {
    run: runImportJob,
    failed: async (job, reason) => {
      logger.error({ importId: job.data.importId, reason }, 'client import stopped');
      await interruptRun(job);
    },
  });
}

/** A running import whose process stopped writing its progress is interrupted: it can be run again. */
function statusOf(record: Pick<ClientImportRecord, 'status' | 'heartbeatAt'>): ClientImportStatus {
  const stopped = record.status === 'running' && (!record.heartbeatAt || now().getTime() - record.heartbeatAt.getTime() > IMPORT_STOPPED_AFTER_MS);
  return stopped ? 'interrupted' : record.status;
}

function presentImport(record: ClientImportRecord, outcomes: ClientImportRow[]): ClientImportView {
  return {
    id: record._id.toString(),
    fileName: record.fileName,
    status: statusOf(record),
    columns: record.columns,
    sample: record.sample,
    rowCount: record.rowCount,
    mapping: record.mapping,
    invitations: record.invitations,
    summary: record.summary,
    rows: outcomes,
    progress: record.progress,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/** A cell a spreadsheet would run as a formula is written as text: with a leading apostrophe (OWASP's advice for CSV). */
function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * GET /api/client-imports/{id}/failed-rows.csv: the rows that were not imported (of the run, or of the dry
 * run before it), as they were in the file and with its separator, with a Reason column, to correct and import again.
 */
export async function failedRowsCsv(actor: Actor, importId: Types.ObjectId): Promise<{ fileName: string; csv: string }> {
  const record = await findImport(actor, importId);
  const { rows, outcomes } = await rowsOf(actor, importId, { rows: 1, outcomes: 1 });
  const reasons = new Map(outcomes.filter((row) => row.outcome === 'error').map((row) => [row.line, row.reason]));
  const failed = rows.filter((row) => reasons.has(row.line));
  const width = record.columns.length;
  const csv = Papa.unparse(
    [[...record.columns, 'Reason'], ...failed.map((row) => [...Array.from({ length: width }, (_, index) => row.cells[index] ?? ''), reasons.get(row.line)!])].map((cells) => cells.map(safeCell)),
    { newline: '\r\n', delimiter: record.delimiter ?? ',' },
  );
  const baseName = record.fileName.replace(/\.csv$/i, '');
  // A byte-order mark, so Excel reads the file as UTF-8.
  return { fileName: `${baseName}-failed-rows.csv`, csv: `\ufeff${csv}\r\n` };
}
