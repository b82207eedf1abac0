import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { MessageReader } from './message-reader';
import {
  MalformedMessageError,
  OP_MSG,
  OP_QUERY,
  encodeOpMsg,
  encodeOpReply,
  parseOpMsg,
  parseOpQuery,
  readHeader,
  type CommandRequest,
} from './messages';

/** Runs a parsed command and resolves with its reply once any write it made is durable. */
export type RequestHandler = (request: CommandRequest) => Promise<Document>;

/**
 * Serves one client connection: requests are answered one at a time, in order. A message that cannot be
 * framed (bad length, unknown opcode) closes this connection only; one with bad content gets an error reply.
 */
export function serveConnection(socket: Socket, handle: RequestHandler): void {
  const reader = new MessageReader();
  let queue = Promise.resolve();

  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    reader.push(chunk);
    for (;;) {
      const message = reader.next();
      if (message === undefined) return;
      if (message === 'invalid') {
        socket.destroy();
        return;
      }
      queue = queue.then(() => answer(message)).catch(() => void socket.destroy());
    }
  });

  async function answer(message: Buffer): Promise<void> {
    if (socket.destroyed) return;
    const header = readHeader(message);
    if (header.opCode !== OP_MSG && header.opCode !== OP_QUERY) {
      socket.destroy();
      return;
    }
    const encode = header.opCode === OP_MSG ? encodeOpMsg : encodeOpReply;
    let request: CommandRequest;
    try {
      request = header.opCode === OP_MSG ? parseOpMsg(message, header) : parseOpQuery(message, header);
    } catch (error) {
      if (!(error instanceof MalformedMessageError)) throw error;
      write(encode(header.requestId, { ok: 0, code: 22, codeName: 'InvalidBSON', errmsg: `malformed message: ${error.message}` }));
      return;
    }
    const reply = await handle(request);
    if (!request.moreToCome) write(encode(header.requestId, reply));
  }

  function write(data: Buffer): void {
    if (!socket.destroyed) socket.write(data);
  }
}
