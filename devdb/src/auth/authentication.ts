import { Binary, type Document } from 'bson';
import type { RequestHandler } from '../wire/connection';
import { AuthenticationFailed, ScramConversation, type ScramKeys } from './scram';

const MECHANISM = 'SCRAM-SHA-256';
/** What mongod with --auth also answers before a connection has signed in: the handshake and the sign-in itself. */
const OPEN_COMMANDS = new Set(['hello', 'ismaster', 'buildinfo', 'ping', 'saslstart', 'saslcontinue']);
const CONVERSATION_ID = 1;

const authenticationFailed = (): Document => ({ ok: 0, code: 18, codeName: 'AuthenticationFailed', errmsg: 'Authentication failed.' });

/**
 * Wraps one connection's request handler so that it serves nothing but the handshake until the client
 * signs in with SCRAM-SHA-256 (saslStart, saslContinue), as mongod started with --auth does.
 */
export function requireAuthentication(keys: ScramKeys, handle: RequestHandler): RequestHandler {
  let authenticated = false;
  let conversation: ScramConversation | undefined;

  return async (request) => {
    const { command } = request;
    const name = (Object.keys(command)[0] ?? '').toLowerCase();

    if (name === 'saslstart') {
      if (command.mechanism !== MECHANISM) {
        return { ok: 0, code: 2, codeName: 'BadValue', errmsg: `Unsupported mechanism '${command.mechanism}': devdb offers ${MECHANISM} only` };
      }
      conversation = new ScramConversation(keys);
      return converse(() => conversation!.start(payloadText(command.payload)), false);
    }
    if (name === 'saslcontinue') {
      const current = conversation;
      conversation = undefined;
      if (!current || command.conversationId !== CONVERSATION_ID) return authenticationFailed();
      return converse(() => {
        const serverFinal = current.finish(payloadText(command.payload));
        authenticated = true;
        return serverFinal;
      }, true);
    }
    if (!authenticated && !OPEN_COMMANDS.has(name)) {
      return { ok: 0, code: 13, codeName: 'Unauthorized', errmsg: `command ${Object.keys(command)[0]} requires authentication` };
    }

    const reply = await handle(request);
    // The driver asks which mechanisms the user has in its handshake; without an answer it would try SCRAM-SHA-1.
    if ((name === 'hello' || name === 'ismaster') && command.saslSupportedMechs !== undefined) reply.saslSupportedMechs = [MECHANISM];
    return reply;
  };
}

function converse(step: () => string, done: boolean): Document {
  try {
    return { ok: 1, conversationId: CONVERSATION_ID, done, payload: new Binary(Buffer.from(step(), 'utf8')) };
  } catch (error) {
    if (error instanceof AuthenticationFailed) return authenticationFailed();
    throw error;
  }
}

function payloadText(payload: unknown): string {
  if (payload instanceof Binary) return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  if (typeof payload === 'string') return payload;
  return '';
}
