import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import { readAll } from './read-all';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const SEND_AS_JSON = 'Send the request as JSON (Content-Type: application/json), also when it has no body';

/**
 * Uploads: multipart/form-data, streamed by their own route (documents/upload.ts, client-imports/service.ts), never read here. A
 * form of another site can send that type, so these rest on the Origin check (same-origin.ts) alone.
 */
const MULTIPART_CALLS = [/^\/api\/projects\/[^/]+\/documents$/, /^\/api\/client-imports$/];

/**
 * One-click unsubscribe (RFC 8058, activity-mail/router.ts): mail providers POST the form body
 * `List-Unsubscribe=One-Click` from their servers, with no cookie and no Origin. The route reads that
 * body itself and takes nothing else; the signed token in its URL is its only authority, so a form of
 * another site gains nothing (and one that sends its Origin is refused by same-origin.ts as ever).
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/unsubscribe\/[^/]+$/;

/** A reply a mail provider posts raw (message/rfc822, replies/router.ts), with a bearer secret and no cookie. */
const INBOUND_MAIL = /^\/api\/inbound-mail$/;

/** The local mailbox's Reply form (development only, mail/mailbox-router.ts): a plain HTML form of this origin. */
const LOCAL_MAILBOX_REPLY = /^\/dev\/mailbox\/[^/]+\/reply$/;

/**
 * Reads a JSON request body into `ctx.request.body` (`{}` when there is none). Every write must say
 * it is JSON, even with no body: no HTML form and no `text/plain` beacon can, so a page of another
 * site cannot make one without a CORS preflight, which the api never grants. Bodies are at most
 * `limitBytes` long, well formed, and an object.
 */
export function jsonBody({ limitBytes }: { limitBytes: number }) {
  const limitText = `${Math.round(limitBytes / 1024)} kB`;
  const tooLarge = () => new HttpError(413, `Request body is too large (at most ${limitText})`);

  return async function readJsonBody(ctx: Context, next: Next): Promise<void> {
    ctx.request.body = {};
    if (!WRITE_METHODS.has(ctx.method) || isUpload(ctx) || readsItsOwnBody(ctx)) return next();
    if (!saysJson(ctx)) throw new HttpError(415, SEND_AS_JSON);
    if (!hasBody(ctx)) return next();

    if (ctx.request.length !== undefined && ctx.request.length > limitBytes) throw tooLarge();

    const text = (await readAll(ctx.req, { bytes: limitBytes, tooLarge })).toString('utf8');
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
      // Also for calls that read no body (logout, complete...): `[]` or `"x"` is a mistake, not "no body".
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'The request body must be a JSON object');
      }
      ctx.request.body = body;
    }
    return next();
  };
}

/** `ctx.is()` answers null for a request without a body, so read the header itself. */
function saysJson(ctx: Context): boolean {
  const type = ctx.request.type.trim().toLowerCase();
  return type === 'application/json' || /^application\/[^/]+\+json$/.test(type);
}

function isUpload(ctx: Context): boolean {
  return ctx.method === 'POST' && ctx.request.type === 'multipart/form-data' && MULTIPART_CALLS.some((call) => call.test(ctx.path));
}

function readsItsOwnBody(ctx: Context): boolean {
  return ctx.method === 'POST' && [ONE_CLICK_UNSUBSCRIBE, INBOUND_MAIL, LOCAL_MAILBOX_REPLY].some((call) => call.test(ctx.path));
}

function hasBody(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || 0) > 0;
}


