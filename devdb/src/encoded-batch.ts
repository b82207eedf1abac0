import { BSON, type Document } from 'bson';

/** A batch of documents already encoded as BSON, placed into a reply as an array without re-encoding them. */
export class EncodedBatch {
  constructor(readonly documents: Buffer[]) {}

  get length(): number {
    return this.documents.length;
  }
}

const DOCUMENT = 0x03;
const ARRAY = 0x04;

/** Encodes a reply as BSON; an `EncodedBatch` anywhere in it (a cursor's batch) is copied in as it is. */
export function encodeReply(reply: Document): Buffer {
  return containsBatch(reply) ? Buffer.concat(documentParts(reply)) : Buffer.from(BSON.serialize(reply));
}

function containsBatch(doc: Document): boolean {
  return Object.values(doc).some((value) => value instanceof EncodedBatch || (isPlainObject(value) && containsBatch(value)));
}

/** The pieces of a document's BSON, in order, without copying the batches into one buffer yet. */
function documentParts(doc: Document): Buffer[] {
  const elements: Buffer[] = [];
  for (const [name, value] of Object.entries(doc)) {
    if (value instanceof EncodedBatch) {
      const items: Buffer[] = [];
      value.documents.forEach((bytes, i) => items.push(arrayElementHead(i), bytes));
      elements.push(elementHead(ARRAY, name));
      appendAll(elements, wrapDocument(items));
    } else if (isPlainObject(value) && containsBatch(value)) {
      elements.push(elementHead(DOCUMENT, name));
      appendAll(elements, documentParts(value));
    } else {
      const single = BSON.serialize({ [name]: value });
      elements.push(Buffer.from(single.buffer, single.byteOffset + 4, single.length - 5));
    }
  }
  return wrapDocument(elements);
}

/** The start of a BSON element: its type byte and its name as a C string; its value follows. */
function elementHead(type: number, name: string): Buffer {
  const head = Buffer.alloc(Buffer.byteLength(name) + 2);
  head[0] = type;
  head.write(name, 1);
  return head;
}

// An array is a document whose field names are 0, 1, ...: the heads of the first ones are made once.
const arrayElementHeads = Array.from({ length: 1024 }, (_, i) => elementHead(DOCUMENT, String(i)));

function arrayElementHead(i: number): Buffer {
  return arrayElementHeads[i] ?? elementHead(DOCUMENT, String(i));
}

/** A BSON document around `elements`: its total length first, a zero byte last. */
function wrapDocument(elements: Buffer[]): Buffer[] {
  const header = Buffer.alloc(4);
  header.writeInt32LE(4 + elements.reduce((total, part) => total + part.length, 0) + 1);
  const parts = [header];
  appendAll(parts, elements);
  parts.push(Buffer.alloc(1));
  return parts;
}

// Spreading a batch of many thousand parts into push() would overflow the call stack.
function appendAll(target: Buffer[], parts: Buffer[]): void {
  for (const part of parts) target.push(part);
}

function isPlainObject(value: unknown): value is Document {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
