import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BSON } from 'bson';
import type { Change } from './collection';
import type { Engine } from './engine';

const LOG_FILE = 'devdb.log';
// Compact when the log holds this many more records than a fresh snapshot would (and at least this many).
const MIN_RECORDS_BEFORE_COMPACTION = 1_000;
const SNAPSHOT_WRITE_CHUNK = 1024 * 1024;

const write = promisify(fs.write);
const fdatasync = promisify(fs.fdatasync);

interface PendingCommit {
  records: Buffer[];
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The durable form of an engine: an append-only file of BSON change records. Every acknowledged batch is
 * fsynced before its reply goes out; concurrent batches share one fsync. On start the log is replayed
 * (a torn record at the end, left by a crash mid-write, is cut off) and rewritten as a compact snapshot
 * whenever it has grown to twice the live data.
 */
export class Journal {
  private readonly logPath: string;
  private fd: number;
  private queue: PendingCommit[] = [];
  private flushing: Promise<void> | undefined;
  private recordsInLog = 0;
  private compactionThreshold = MIN_RECORDS_BEFORE_COMPACTION;

  constructor(
    private readonly dir: string,
    private readonly engine: Engine,
  ) {
    this.logPath = path.join(dir, LOG_FILE);
    this.replay();
    this.fd = fs.openSync(this.logPath, 'a');
    fsyncDirectory(dir);
    if (this.recordsInLog > this.compactionThreshold) this.compact();
  }

  encode(change: Change): Buffer {
    return Buffer.from(BSON.serialize(change));
  }

  /** Resolves once the records are on disk. */
  commit(records: Buffer[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ records, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  async close(): Promise<void> {
    await this.flushing;
    fs.closeSync(this.fd);
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      const records = batch.flatMap((commit) => commit.records);
      try {
        await writeFully(this.fd, Buffer.concat(records));
        await fdatasync(this.fd);
        this.recordsInLog += records.length;
        for (const commit of batch) commit.resolve();
      } catch (error) {
        for (const commit of batch) commit.reject(error as Error);
      }
      // With nothing queued the engine holds exactly what the log holds, so a snapshot of it is exact.
      if (this.queue.length === 0 && this.recordsInLog > this.compactionThreshold) this.compact();
    }
    this.flushing = undefined;
  }

  private replay(): void {
    if (!fs.existsSync(this.logPath)) return;
    const log = fs.readFileSync(this.logPath);
    let offset = 0;
    while (offset + 4 <= log.length) {
      const size = log.readInt32LE(offset);
      if (size < 5 || offset + size > log.length) break;
      let change: Change;
      try {
        change = BSON.deserialize(log.subarray(offset, offset + size)) as Change;
      } catch {
        break;
      }
      try {
        applyChange(this.engine, change);
      } catch (error) {
        throw new Error(`devdb: cannot replay ${this.logPath} at byte ${offset}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      offset += size;
      this.recordsInLog++;
    }
    if (offset < log.length) fs.truncateSync(this.logPath, offset);
    this.compactionThreshold = Math.max(MIN_RECORDS_BEFORE_COMPACTION, 2 * countSnapshotRecords(this.engine));
  }

  /** Rewrites the log as the smallest set of records that rebuilds the current state, then swaps it in. */
  private compact(): void {
    const temporary = `${this.logPath}.compact`;
    const fd = fs.openSync(temporary, 'w');
    let records = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const change of snapshot(this.engine)) {
        const record = this.encode(change);
        chunk.push(record);
        chunkBytes += record.length;
        records++;
        if (chunkBytes >= SNAPSHOT_WRITE_CHUNK) {
          fs.writeSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
        }
      }
      fs.writeSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, this.logPath);
    fsyncDirectory(this.dir);
    fs.closeSync(this.fd);
    this.fd = fs.openSync(this.logPath, 'a');
    this.recordsInLog = records;
    this.compactionThreshold = Math.max(MIN_RECORDS_BEFORE_COMPACTION, 2 * records);
  }
}

function* snapshot(engine: Engine): Generator<Change> {
  for (const db of engine.databaseNames()) {
    for (const collection of engine.collections(db)) {
      const coll = collection.name;
      yield { op: 'createCollection', db, coll };
      for (const spec of collection.indexSpecs().slice(1)) yield { op: 'createIndex', db, coll, spec };
      for (const doc of collection.all()) yield { op: 'put', db, coll, doc };
    }
  }
}

function countSnapshotRecords(engine: Engine): number {
  let count = 0;
  for (const db of engine.databaseNames()) {
    for (const collection of engine.collections(db)) count += collection.indexSpecs().length + collection.size; // the collection record, secondary indexes, documents
  }
  return count;
}

/** Replays one record; every record sets state absolutely, so replaying one twice is harmless. */
function applyChange(engine: Engine, change: Change): void {
  switch (change.op) {
    case 'createCollection':
      engine.ensureCollection(change.db, change.coll);
      return;
    case 'dropCollection':
      engine.dropCollection(change.db, change.coll);
      return;
    case 'createIndex': {
      const collection = engine.ensureCollection(change.db, change.coll);
      if (!collection.findIndex(change.spec.name)) collection.createIndex(change.spec);
      return;
    }
    case 'dropIndex':
      engine.getCollection(change.db, change.coll)?.dropIndex(change.name);
      return;
    case 'put': {
      const collection = engine.ensureCollection(change.db, change.coll);
      const existing = collection.getById(change.doc._id);
      if (existing) collection.replace(existing, change.doc);
      else collection.insert(change.doc);
      return;
    }
    case 'delete': {
      const collection = engine.getCollection(change.db, change.coll);
      const existing = collection?.getById(change.id);
      if (existing) collection!.remove(existing);
      return;
    }
  }
}

async function writeFully(fd: number, data: Buffer): Promise<void> {
  let written = 0;
  while (written < data.length) written += (await write(fd, data, written, data.length - written)).bytesWritten;
}

function fsyncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
