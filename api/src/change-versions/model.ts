import { AsyncLocalStorage } from 'node:async_hooks';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A counter per organization (and per user, for what only that user sees) that every write changing
 * what they can read moves on. It lives in the database, so every api process agrees on it: a poll
 * presenting the version it last saw can be answered 304 without running its query.
 */
interface ChangeVersion {
  _id: string;
  version: number;
}

const changeVersionSchema = new Schema<ChangeVersion>({ _id: { type: String, required: true }, version: { type: Number, required: true } }, { versionKey: false });

const ChangeVersionModel = mongoose.model<ChangeVersion>('ChangeVersion', changeVersionSchema);

export type ChangeScope = `organization:${string}` | `user:${string}` | `firm-settings:${string}`;

export const organizationScope = (organizationId: Types.ObjectId | string): ChangeScope => `organization:${organizationId.toString()}`;
export const userScope = (userId: Types.ObjectId | string): ChangeScope => `user:${userId.toString()}`;
/** Moved by a change of the firm's settings that every request reads (the two-factor requirement), and by nothing else. */
export const firmSettingsScope = (organizationId: Types.ObjectId | string): ChangeScope => `firm-settings:${organizationId.toString()}`;

/** The scopes moved by the writes of work run by `bumpingOnceAtItsEnd`, written when it ends. */
const pending = new AsyncLocalStorage<Set<ChangeScope>>();

/**
 * Runs `work` (a step of background work: a reminder to 25 projects writes some 600 times) with the change
 * versions its writes move written once, when it ends, failed or not, instead of after each write: a poll
 * meanwhile may still be answered 304 for what the step has written, until the step ends. A step run again
 * after its process died moves them then.
 */
export async function bumpingOnceAtItsEnd<T>(work: () => Promise<T>): Promise<T> {
  const scopes = new Set<ChangeScope>();
  try {
    return await pending.run(scopes, work);
  } finally {
    await writeBumps(scopes);
  }
}

export async function bumpChangeVersions(scopes: Iterable<ChangeScope>): Promise<void> {
  const collecting = pending.getStore();
  if (!collecting) return writeBumps(scopes);
  for (const scope of scopes) collecting.add(scope);
}

async function writeBumps(scopes: Iterable<ChangeScope>): Promise<void> {
  const ids = [...new Set(scopes)];
  if (ids.length === 0) return;
  await ChangeVersionModel.bulkWrite(
    ids.map((id) => ({ updateOne: { filter: { _id: id }, update: { $inc: { version: 1 } }, upsert: true } })),
    { ordered: false },
  );
}

/** The change versions a request has read, by scope: `versionsForRequest` reads each once per request. */
export type VersionsRead = Map<ChangeScope, number>;

/**
 * The current version of each scope, in order, reading only those `read` does not hold yet (another part of
 * the same request asked for them) and keeping them there. A request's middleware asks for the firm's settings
 * and its data with one read, and its poll's ETag is made from the version read then, still before its query.
 */
export async function versionsForRequest(read: VersionsRead, scopes: ChangeScope[]): Promise<number[]> {
  const missing = scopes.filter((scope) => !read.has(scope));
  if (missing.length > 0) {
    const versions = await readChangeVersions(missing);
    missing.forEach((scope, index) => read.set(scope, versions[index]!));
  }
  return scopes.map((scope) => read.get(scope)!);
}

/** The current version of each scope, in order; 0 for a scope never written. */
export async function readChangeVersions(scopes: ChangeScope[]): Promise<number[]> {
  // Through the driver: this read is most of what an unchanged poll costs, and mongoose's query
  // machinery (casting, hooks) doubled it. The ids are ours, never the caller's.
  const collection = mongoose.connection.db!.collection<ChangeVersion>(ChangeVersionModel.collection.collectionName);
  const found = await collection.find({ _id: { $in: scopes } }).toArray();
  const versions = new Map(found.map((entry) => [entry._id, entry.version]));
  return scopes.map((scope) => versions.get(scope) ?? 0);
}
