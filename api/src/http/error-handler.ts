import type { Context, Next } from 'koa';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../database';
import { duplicateKeyAnswer, isDuplicateKeyError } from './duplicate-key';
import { logger } from '../observability/logger';
import { matchedRoute } from '../observability/request-log';
import { HttpError } from './errors';

interface ErrorResponse {
  status: number;
  body: { message: string; errors?: Record<string, string>; code?: string };
  headers?: Record<string, string>;
}

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** First in the chain: every error leaves as JSON `{ message }`; only unexpected ones are 500s, and logged. */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    const response = toErrorResponse(error, ctx.request.body);
    if (response.status === 500) (ctx.state.log ?? logger).error({ err: error }, `${ctx.method} ${matchedRoute(ctx) ?? '(no route)'} failed`);
    ctx.status = response.status;
    ctx.body = response.body;
    ctx.set(response.headers ?? {});
  }
}

function toErrorResponse(error: unknown, requestBody: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    const { errors, headers, code } = error.options;
    return { status: error.status, body: { message: error.message, ...(errors && { errors }), ...(code && { code }) }, headers };
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return { status: 400, body: { message: error.issues[0]?.message ?? 'Invalid input', errors } };
  }
  if (error instanceof mongoose.Error.CastError) {
    return { status: 400, body: { message: `Invalid ${error.path}` } };
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const errors = Object.fromEntries(Object.entries(error.errors).map(([path, detail]) => [path, detail.message]));
    return { status: 400, body: { message: Object.values(errors)[0] ?? 'Invalid input', errors } };
  }
  if (isDuplicateKeyError(error)) {
    return { status: 409, body: duplicateKeyAnswer(error, requestBody) };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: SERVICE_UNAVAILABLE }, headers: { 'Retry-After': '5' } };
  }
  // Errors from koa itself and its libraries (body parsing, router's 405/501) carry a status.
  // 501 is the router's answer to a method it does not know (TRACE): the caller's doing, not a failure.
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && ((status >= 400 && status < 500) || status === 501)) {
    return { status, body: { message: (error as Error).message } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

/** `{ 'newClient.email': 'Invalid email address' }`: the first message per field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
