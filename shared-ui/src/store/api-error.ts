import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** How every failed call through `baseApi` is reported to components. */
export interface ApiError {
  /** The HTTP status, or 'FETCH_ERROR' when no response arrived, 'PARSING_ERROR' when a success body was unreadable. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** '{status}: {statusText}' for 500 and above, '{status}: {body text}' below; the thrown error's text without a response. */
  message: string;
  /** The `message` of the server's `{ message }` JSON body, when it sent one: prefer it in toasts, with a fallback. */
  serverMessage?: string;
  /** The server's JSON body, for the few answers that carry more than a message (e.g. a spent link's `signInPath`). */
  body?: unknown;
  statusText?: string;
  /** The person cancelled "Confirm it's you" that the call asked for: nothing happened, and nothing is to be said. */
  cancelled?: true;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && typeof value.message === 'string';
}

export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status !== 'number') return { status: error.status, message: error.error };

  const statusText = response?.statusText || undefined;
  const bodyText = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
  const detail = error.status >= 500 ? statusText : bodyText || statusText;
  const body = readJson(bodyText);
  return {
    status: error.status,
    message: `${error.status}: ${detail ?? ''}`,
    serverMessage: typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined,
    body,
    statusText,
  };
}

function readJson(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    // Not JSON: the server sent no `{ message }`.
    return undefined;
  }
}

/** What a failure toast says: the server's own `{ message }` when it sent one, else the call's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** The api's message for one field of a refusal (the `errors` of its body: a 400's fields, a 409's taken name), if it named that field. */
export function apiFieldError(error: unknown, field: string): string | undefined {
  const errors = isApiError(error) ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const message = (errors as Record<string, unknown>)[field];
  return typeof message === 'string' ? message : undefined;
}
