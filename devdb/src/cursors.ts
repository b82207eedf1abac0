import { BSON, Long, type Document } from 'bson';
import { cursorNotFound } from './errors';

const DEFAULT_FIRST_BATCH = 101;
// Leaves room under the 16 MiB reply limit for the reply envelope.
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  namespace: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

/** Server-side cursors: results already computed, handed out batch by batch through getMore. */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();

  /** The `cursor` field of a find/aggregate reply; opens a cursor only when documents remain. */
  firstBatch(namespace: string, docs: Document[], batchSize: number | undefined, singleBatch = false): Document {
    this.closeIdle();
    const batch = takeBatch(docs, 0, batchSize || DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (batch.length < docs.length && !singleBatch) {
      id = newCursorId();
      this.open.set(id.toString(), { namespace, docs, position: batch.length, lastUsed: Date.now() });
    }
    return { firstBatch: batch, id, ns: namespace };
  }

  nextBatch(id: Long, namespace: string, batchSize: number | undefined): Document {
    const cursor = this.open.get(id.toString());
    if (!cursor || cursor.namespace !== namespace) throw cursorNotFound(`cursor id ${id} not found`);
    const batch = takeBatch(cursor.docs, cursor.position, batchSize || Infinity);
    cursor.position += batch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id.toString());
    return { nextBatch: batch, id: exhausted ? Long.ZERO : id, ns: namespace };
  }

  kill(ids: unknown[]): { killed: unknown[]; notFound: unknown[] } {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) (this.open.delete(String(id)) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  private closeIdle(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(id);
  }
}

function takeBatch(docs: Document[], start: number, batchSize: number): Document[] {
  let bytes = 0;
  let end = start;
  while (end < docs.length && end - start < batchSize) {
    bytes += BSON.calculateObjectSize(docs[end]);
    if (bytes > MAX_BATCH_BYTES && end > start) break;
    end++;
  }
  return docs.slice(start, end);
}

function newCursorId(): Long {
  const random = BigInt.asUintN(62, BigInt(Math.floor(Math.random() * 2 ** 31)) << 31n | BigInt(Math.floor(Math.random() * 2 ** 31)));
  return Long.fromBigInt(random === 0n ? 1n : random);
}
