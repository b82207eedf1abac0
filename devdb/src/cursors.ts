import { randomBytes } from 'node:crypto';
import { BSON, Long, type Document } from 'bson';
import { EncodedBatch } from './encoded-batch';
import { cursorNotFound, typeMismatch } from './errors';

const DEFAULT_FIRST_BATCH = 101;
// Leaves room under the 16 MiB reply limit for the reply envelope.
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** Turns a result document into the BSON sent for it. */
export type DocumentEncoder = (doc: Document) => Buffer;

const encodeFresh: DocumentEncoder = (doc) => Buffer.from(BSON.serialize(doc));

interface OpenCursor {
  namespace: string;
  docs: Document[];
  encode: DocumentEncoder;
  position: number;
  lastUsed: number;
}

/**
 * Server-side cursors: results already computed, handed out batch by batch through getMore. A document is
 * encoded (through `encode`, which may project it and keep its bytes) only when its batch goes out.
 */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();

  /** The `cursor` field of a find/aggregate reply; opens a cursor only when documents remain. */
  firstBatch(namespace: string, docs: Document[], batchSize: number | undefined, singleBatch = false, encode = encodeFresh): Document {
    this.closeIdle();
    const batch = takeBatch(docs, 0, batchSize || DEFAULT_FIRST_BATCH, encode);
    let id = Long.ZERO;
    if (batch.length < docs.length && !singleBatch) {
      do id = newCursorId();
      while (this.open.has(id.toString()));
      this.open.set(id.toString(), { namespace, docs, encode, position: batch.length, lastUsed: Date.now() });
    }
    return { firstBatch: batch, id, ns: namespace };
  }

  nextBatch(id: Long, namespace: string, batchSize: number | undefined): Document {
    const cursor = this.open.get(id.toString());
    if (!cursor || cursor.namespace !== namespace) throw cursorNotFound(`cursor id ${id} not found`);
    const batch = takeBatch(cursor.docs, cursor.position, batchSize || Infinity, cursor.encode);
    cursor.position += batch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id.toString());
    return { nextBatch: batch, id: exhausted ? Long.ZERO : id, ns: namespace };
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  private closeIdle(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(id);
  }
}

function takeBatch(docs: Document[], start: number, batchSize: number, encode: DocumentEncoder): EncodedBatch {
  const encoded: Buffer[] = [];
  let bytes = 0;
  for (let i = start; i < docs.length && encoded.length < batchSize; i++) {
    const doc = encode(docs[i]);
    bytes += doc.length;
    if (bytes > MAX_BATCH_BYTES && encoded.length > 0) break;
    encoded.push(doc);
  }
  return new EncodedBatch(encoded);
}

/** A random positive 63-bit id (0 means "no cursor"), as mongod hands out. */
function newCursorId(): Long {
  const random = BigInt.asUintN(63, randomBytes(8).readBigUInt64LE());
  return Long.fromBigInt(random === 0n ? 1n : random);
}

/**
 * A cursor id sent by a client. Ids are int64 on the wire, but BSON decoding turns an int64 that fits
 * in 53 bits into a plain number, so a whole number is accepted as well.
 */
export function cursorIdArgument(value: unknown, field: string): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return Long.fromNumber(value);
  throw typeMismatch(`BSON field '${field}' must be a long`);
}
