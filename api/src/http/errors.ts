/**
 * The one way to answer with an error: `throw new HttpError(status, message)`, from routers,
 * middleware and services alike (never `ctx.throw`/`ctx.assert`). The error middleware turns it into
 * `{ message }` (plus `errors` and a machine-readable `code` when given) with this status and headers.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { errors?: Record<string, string>; headers?: Record<string, string>; code?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
