import { BSON, type Document } from 'bson';
import { encodeReply } from '../encoded-batch';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const HEADER_SIZE = 16;
const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
// Bits 0, 1 and 16 are the only ones defined; any other required bit (0-15) must make us reject the message.
const KNOWN_REQUIRED_BITS = CHECKSUM_PRESENT | MORE_TO_COME;

export const MAX_MESSAGE_SIZE = 48_000_000;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A request the command layer can run: the command document, its database and how to answer it. */
export interface CommandRequest {
  header: MessageHeader;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  dbName: string;
  command: Document;
  moreToCome: boolean;
}

/** The message is well framed but its content cannot be understood; we answer with an error. */
export class MalformedMessageError extends Error {}

export function readHeader(buffer: Buffer): MessageHeader {
  return {
    length: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
}

export function isValidLength(length: number): boolean {
  return length >= HEADER_SIZE + 5 && length <= MAX_MESSAGE_SIZE;
}

function readDocument(buffer: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 4 > end) throw new MalformedMessageError('truncated BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new MalformedMessageError('BSON document size exceeds message bounds');
  try {
    const doc = BSON.deserialize(buffer.subarray(offset, offset + size));
    return { doc, next: offset + size };
  } catch (error) {
    throw new MalformedMessageError(`invalid BSON: ${(error as Error).message}`);
  }
}

function readCString(buffer: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buffer.indexOf(0, offset);
  if (zero === -1 || zero >= end) throw new MalformedMessageError('unterminated string');
  return { value: buffer.toString('utf8', offset, zero), next: zero + 1 };
}

/** Parses one complete OP_MSG message: kind-0 body plus kind-1 document sequences folded into the body. */
export function parseOpMsg(message: Buffer, header: MessageHeader): CommandRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  if (flags & 0xffff & ~KNOWN_REQUIRED_BITS) throw new MalformedMessageError(`unsupported OP_MSG flags ${flags}`);
  const end = flags & CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new MalformedMessageError('OP_MSG has more than one body section');
      const { doc, next } = readDocument(message, offset, end);
      body = doc;
      offset = next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new MalformedMessageError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd < offset + 5) throw new MalformedMessageError('document sequence exceeds message bounds');
      const name = readCString(message, offset + 4, sectionEnd);
      const docs: Document[] = [];
      let position = name.next;
      while (position < sectionEnd) {
        const { doc, next } = readDocument(message, position, sectionEnd);
        docs.push(doc);
        position = next;
      }
      sequences.push([name.value, docs]);
      offset = sectionEnd;
    } else {
      throw new MalformedMessageError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new MalformedMessageError('OP_MSG has no body section');
  for (const [name, docs] of sequences) body[name] = docs;
  const dbName = typeof body.$db === 'string' ? body.$db : 'admin';
  return { header, opCode: OP_MSG, dbName, command: body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

/** Parses a legacy OP_QUERY; only commands on `<db>.$cmd` (the driver's first handshake) are meaningful. */
export function parseOpQuery(message: Buffer, header: MessageHeader): CommandRequest {
  const collection = readCString(message, HEADER_SIZE + 4, message.length);
  const queryStart = collection.next + 8;
  const { doc } = readDocument(message, queryStart, message.length);
  const [dbName] = collection.value.split('.');
  // Drivers may wrap the command as { $query: {...}, $readPreference: ... }.
  const command = doc.$query && typeof doc.$query === 'object' ? (doc.$query as Document) : doc;
  if (!collection.value.endsWith('.$cmd')) {
    throw new MalformedMessageError(`OP_QUERY is only supported for commands, not for ${collection.value}`);
  }
  return { header, opCode: OP_QUERY, dbName, command, moreToCome: false };
}

let nextRequestId = 1;

function frame(opCode: number, responseTo: number, body: Buffer): Buffer {
  const header = Buffer.alloc(HEADER_SIZE);
  header.writeInt32LE(HEADER_SIZE + body.length, 0);
  header.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

export function encodeOpMsg(responseTo: number, reply: Document): Buffer {
  const prefix = Buffer.alloc(5); // flags (0) + section kind 0
  return frame(OP_MSG, responseTo, Buffer.concat([prefix, encodeReply(reply)]));
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const prefix = Buffer.alloc(20); // flags, cursorID (int64), startingFrom, numberReturned
  prefix.writeInt32LE(1, 16);
  return frame(OP_REPLY, responseTo, Buffer.concat([prefix, encodeReply(reply)]));
}
