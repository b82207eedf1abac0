import mongoose, { Types } from 'mongoose';
import { logger } from '../observability/logger';
import { Document } from './model';
import { BUCKET_NAME, removeStoredFile } from './storage';

/** An upload older than this with no Document is not in progress any more: its process stopped midway. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
/** Each sweep looks back this far (past the age above): sweeps run hourly, so every window is seen many times. */
const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface StoredFileEntry {
  _id: Types.ObjectId;
  metadata?: { organizationId?: Types.ObjectId };
}

/**
 * Removes the GridFS files and chunks no Document points at, begun between a day and an hour ago: what an
 * api process that stopped in the middle of an upload left (a refused or abandoned upload removes its own).
 * GridFS file ids are ObjectIds made when the upload began, so their time bounds the window.
 * Returns how many files it removed.
 */
export async function sweepOrphanedFiles(now = Date.now()): Promise<number> {
  const db = mongoose.connection.db!;
  const window = {
    $gte: Types.ObjectId.createFromTime(Math.floor((now - ORPHAN_AGE_MS - SWEEP_WINDOW_MS) / 1000)),
    $lt: Types.ObjectId.createFromTime(Math.floor((now - ORPHAN_AGE_MS) / 1000)),
  };
  const files = await db
    .collection<StoredFileEntry>(`${BUCKET_NAME}.files`)
    .find({ _id: window }, { projection: { _id: 1, metadata: 1 } })
    .toArray();
  const chunkFileIds: Types.ObjectId[] = await db.collection(`${BUCKET_NAME}.chunks`).distinct('files_id', { files_id: window });

  const withEntry = new Set(files.map((file) => file._id.toString()));
  const orphans = chunkFileIds.filter((id) => !withEntry.has(id.toString()));
  for (const [organizationId, ids] of groupByOrganization(files)) {
    const kept = new Set(
      (await Document.find({ organizationId, fileId: mongoose.trusted({ $in: ids }) }, { fileId: 1 }).lean()).map((document) => document.fileId.toString()),
    );
    orphans.push(...ids.filter((id) => !kept.has(id.toString())));
  }
  for (const id of orphans) await removeStoredFile(id);
  return orphans.length;
}

/** The files by the firm that uploaded them; a file that names no firm is not ours to judge, and is kept. */
function groupByOrganization(files: StoredFileEntry[]): Map<string, Types.ObjectId[]> {
  const groups = new Map<string, Types.ObjectId[]>();
  for (const file of files) {
    const organizationId = file.metadata?.organizationId?.toString();
    if (organizationId) groups.set(organizationId, [...(groups.get(organizationId) ?? []), file._id]);
  }
  return groups;
}

/** Sweeps now and every hour; never keeps the process alive, never throws. */
export function sweepOrphanedFilesHourly(): void {
  const sweep = () =>
    sweepOrphanedFiles().then(
      (removed) => removed > 0 && logger.warn(`Removed ${removed} unfinished upload(s) left by a stopped api process`),
      (error: unknown) => logger.warn({ err: error }, 'Could not sweep unfinished uploads; will try again in an hour'),
    );
  void sweep();
  setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
}
