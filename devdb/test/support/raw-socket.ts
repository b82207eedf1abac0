import net from 'node:net';
import { BSON, type Document } from 'bson';

export interface RawOutcome {
  closed: boolean;
  reply?: Document;
}

/**
 * Sends raw bytes and reports what the server did: answered (the reply's first document is decoded,
 * for OP_MSG or OP_REPLY) or closed the connection. If it does neither within `waitMs`, `closed` is false
 * and there is no reply.
 */
export function sendRaw(host: string, port: number, bytes: Buffer, waitMs = 2000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => socket.write(bytes));
    let received = Buffer.alloc(0);
    const finish = (outcome: RawOutcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ closed: false }), waitMs);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) finish({ closed: false, reply: decodeReply(received) });
    });
    socket.on('close', () => finish({ closed: true }));
    socket.on('error', () => finish({ closed: true }));
  });
}

/** Sends raw bytes and hangs up at once; resolves once the connection is closed. */
export function sendAndHangUp(host: string, port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => socket.end(bytes));
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

function decodeReply(message: Buffer): Document {
  const opCode = message.readInt32LE(12);
  const bodyStart = opCode === 1 ? 16 + 20 : 16 + 5; // OP_REPLY header fields, or OP_MSG flags + section kind
  return BSON.deserialize(message.subarray(bodyStart, bodyStart + message.readInt32LE(bodyStart)));
}

export function header(length: number, opCode: number, requestId = 1): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeInt32LE(length, 0);
  bytes.writeInt32LE(requestId, 4);
  bytes.writeInt32LE(0, 8);
  bytes.writeInt32LE(opCode, 12);
  return bytes;
}

export function opMsg(body: Buffer, requestId = 1): Buffer {
  const prefix = Buffer.alloc(5); // flags 0, section kind 0
  return Buffer.concat([header(16 + 5 + body.length, 2013, requestId), prefix, body]);
}

/** An OP_MSG whose body travels with one kind-1 document sequence, as drivers send large write batches. */
export function opMsgWithSequence(body: Buffer, name: string, documents: Buffer[], requestId = 1): Buffer {
  const identifier = Buffer.from(`${name}\0`);
  const sequenceSize = Buffer.alloc(4);
  sequenceSize.writeInt32LE(4 + identifier.length + documents.reduce((sum, doc) => sum + doc.length, 0));
  const sections = Buffer.concat([Buffer.from([0]), body, Buffer.from([1]), sequenceSize, identifier, ...documents]);
  const flags = Buffer.alloc(4);
  return Buffer.concat([header(16 + 4 + sections.length, 2013, requestId), flags, sections]);
}

export function opQuery(collection: string, command: Document, requestId = 1): Buffer {
  const name = Buffer.from(`${collection}\0`);
  const fields = Buffer.alloc(12); // flags, numberToSkip, numberToReturn (-1: one reply)
  fields.writeInt32LE(-1, 8);
  const query = Buffer.from(BSON.serialize(command));
  const rest = Buffer.concat([fields.subarray(0, 4), name, fields.subarray(4), query]);
  return Buffer.concat([header(16 + rest.length, 2004, requestId), rest]);
}
