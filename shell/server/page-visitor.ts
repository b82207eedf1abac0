import { SIGNED_OUT_VISITOR, type PageVisitor } from '@clientline/contracts/session-hint';
import type { Context } from 'koa';

/** A page waits this long at most to know who opens it; then it goes out as for an unknown visitor. */
const ASK_TIMEOUT_MS = 5_000;

/**
 * Who opens a page, from the api (`GET /api/page-visitor`) with the request's cookie: the session is the
 * api's. A request without cookies is signed out, and the api is not asked; null when the api cannot say
 * (down, or its database is), and the page then goes out saying nothing of the session.
 */
export async function askPageVisitor(ctx: Context, apiOrigin: string): Promise<PageVisitor | null> {
  const cookie = ctx.get('cookie');
  if (!cookie) return SIGNED_OUT_VISITOR;
  try {
    const answer = await fetch(`${apiOrigin}/api/page-visitor`, {
      headers: { cookie, accept: 'application/json' },
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    return answer.ok ? ((await answer.json()) as PageVisitor) : null;
  } catch {
    return null;
  }
}
