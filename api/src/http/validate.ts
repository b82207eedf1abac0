import { Types } from 'mongoose';
import type { z } from 'zod';
import { objectIdSchema } from '@clientline/contracts';
import { HttpError } from './errors';

/**
 * Parses a request body with a contracts schema. A body that is not a JSON object (an array, a
 * string, `null`) is refused before the schema runs; field errors become a 400 via the error middleware.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return schema.parse(body);
}

/**
 * The one way to read an id from the path, in the router before the service runs: a malformed id is a
 * 404 naming what was not found (`what` = 'Project': 'Project not found'), like an unknown one.
 */
export function parseId(value: string | undefined, what: string): Types.ObjectId {
  const parsed = objectIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, `${what} not found`);
  return new Types.ObjectId(parsed.data);
}
