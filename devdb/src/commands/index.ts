import type { Document } from 'bson';
import { CommandError, commandNotFound, failedToParse, illegalOperation } from '../errors';
import { adminCommands } from './admin';
import type { CommandContext, CommandHandler } from './context';
import { explainCommands } from './explain';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import { writeCommands } from './write';

export type { CommandContext } from './context';

const handlers: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...adminCommands,
  ...explainCommands,
};

/** Runs one command and always returns a reply document: errors become `{ ok: 0, code, codeName, errmsg }`. */
export function runCommand(command: Document, context: CommandContext): Document {
  try {
    const name = Object.keys(command)[0];
    if (!name) throw failedToParse('empty command document');
    // A standalone mongod rejects every command that is part of a transaction.
    if (command.txnNumber !== undefined || command.startTransaction || command.autocommit === false) {
      throw illegalOperation('Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = handlers[name.toLowerCase()];
    if (!handler) throw commandNotFound(name);
    return { ...handler(command, context), ok: 1 };
  } catch (error) {
    if (error instanceof CommandError) return error.toReply();
    return { ok: 0, code: 1, codeName: 'InternalError', errmsg: `devdb internal error: ${(error as Error).message}` };
  }
}
