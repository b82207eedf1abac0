import type { Document } from 'bson';

/** An error answered to the client as MongoDB would: `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The shape of one entry of `writeErrors[]`. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const badValue = (message: string) => new CommandError(2, 'BadValue', message);
export const failedToParse = (message: string) => new CommandError(9, 'FailedToParse', message);
export const typeMismatch = (message: string) => new CommandError(14, 'TypeMismatch', message);
export const illegalOperation = (message: string) => new CommandError(20, 'IllegalOperation', message);
export const namespaceNotFound = (message: string) => new CommandError(26, 'NamespaceNotFound', message);
export const indexNotFound = (message: string) => new CommandError(27, 'IndexNotFound', message);
export const pathNotViable = (message: string) => new CommandError(28, 'PathNotViable', message);
export const conflictingUpdateOperators = (message: string) => new CommandError(40, 'ConflictingUpdateOperators', message);
export const cursorNotFound = (message: string) => new CommandError(43, 'CursorNotFound', message);
export const namespaceExists = (message: string) => new CommandError(48, 'NamespaceExists', message);
export const commandNotFound = (name: string) => new CommandError(59, 'CommandNotFound', `no such command: '${name}'`);
export const immutableField = (message: string) => new CommandError(66, 'ImmutableField', message);
export const invalidOptions = (message: string) => new CommandError(72, 'InvalidOptions', message);
export const invalidNamespace = (message: string) => new CommandError(73, 'InvalidNamespace', message);
export const indexOptionsConflict = (message: string) => new CommandError(85, 'IndexOptionsConflict', message);
export const indexKeySpecsConflict = (message: string) => new CommandError(86, 'IndexKeySpecsConflict', message);
export const notSupported = (message: string) => new CommandError(115, 'CommandNotSupported', message);

export function duplicateKey(namespace: string, indexName: string, keyValue: Document, keyPattern: Document): CommandError {
  return new CommandError(
    11000,
    'DuplicateKey',
    `E11000 duplicate key error collection: ${namespace} index: ${indexName} dup key: ${describeKey(keyValue)}`,
    { keyPattern, keyValue },
  );
}

function describeKey(keyValue: Document): string {
  const parts = Object.entries(keyValue).map(([field, value]) => `${field}: ${describeValue(value)}`);
  return `{ ${parts.join(', ')} }`;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value && typeof value === 'object' && '_bsontype' in value) return String((value as { inspect?: () => string }).inspect?.() ?? value);
  if (value === undefined) return 'null';
  return JSON.stringify(value) ?? String(value);
}
