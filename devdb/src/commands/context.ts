import type { Document } from 'bson';
import type { CursorStore } from '../cursors';
import type { Engine } from '../storage/engine';

export interface CommandContext {
  engine: Engine;
  cursors: CursorStore;
  dbName: string;
  connectionId: number;
}

/** Runs one command synchronously against the engine and returns its reply (without `ok`, added by the caller). */
export type CommandHandler = (command: Document, context: CommandContext) => Document;
