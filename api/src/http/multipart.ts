import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { HttpError } from './errors';

export type Part = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; fileName: string; stream: Readable };

const MAX_FIELDS = 5;
const MAX_FIELD_BYTES = 1024;

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Why a request with more than `maxFiles` files is refused. */
  tooManyFiles: string;
  /** What the request may hold besides its files. */
  fieldsExpected: string;
}

/**
 * The parts of a multipart/form-data request, in order, as busboy reads them from the request stream.
 * A file part's stream must be read (or drained) before the next part comes. Busboy lets a file run one
 * byte past `maxFileBytes` so the reader can tell "too large" from "exactly at the limit". A request
 * cut off midway (the client aborted) throws, as does a malformed one.
 */
export async function* multipartParts(request: IncomingMessage, limits: MultipartLimits): AsyncGenerator<Part> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw new HttpError(400, 'Send the files as multipart/form-data with a boundary');
  }

  const queue: Array<Part | Error | null> = [];
  let wake: (() => void) | null = null;
  const push = (item: Part | Error | null) => {
    queue.push(item);
    wake?.();
    wake = null;
  };
  parser.on('file', (name, stream, info) => push({ kind: 'file', name, fileName: info.filename ?? '', stream }));
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) push(new HttpError(400, `The field ${name} is too long`));
    else push({ kind: 'field', name, value });
  });
  parser.on('filesLimit', () => push(new HttpError(400, limits.tooManyFiles)));
  parser.on('fieldsLimit', () => push(new HttpError(400, `Too many form fields: ${limits.fieldsExpected}`)));
  // Ends the parts whether the request finished, broke off or was malformed.
  pipeline(request, parser).then(
    () => push(null),
    (error: Error) => push(error instanceof HttpError ? error : new HttpError(400, `The upload did not arrive whole (${error.message}). Try again.`)),
  );

  try {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item === null) return;
      if (item instanceof Error) throw item;
      yield item;
    }
  } finally {
    // Stopped early (a refused file, an error): read no more, and let the rest of the body be discarded.
    request.unpipe(parser);
    parser.destroy();
    request.resume();
  }
}
