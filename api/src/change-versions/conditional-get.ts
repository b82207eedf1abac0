import { createHash, createHmac } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import type { Types } from 'mongoose';
import { organizationScope, userScope, versionsForRequest, type ChangeScope } from './model';

/** The caller, as `ctx.state.actor` holds it (structural: this folder sits below `actor` and `tenancy` uses it). */
interface Asker {
  userId: Types.ObjectId;
  organizationId: Types.ObjectId;
  role: string;
  /** Need-to-know access turned on or off changes what the same person reads (actor.ts). */
  seesAssignedProjectsOnly: boolean;
  /** A client person's limit to some of their account's projects, likewise. */
  clientProjectIds?: Types.ObjectId[];
}

export const organizationChanges = (actor: Asker): ChangeScope[] => [organizationScope(actor.organizationId)];
export const userChanges = (actor: Asker): ChangeScope[] => [userScope(actor.userId)];

/** A key of its own for `purpose`, derived from the app's signing key (koa's app.keys: SESSION_SECRET). */
export function derivedKey(app: Koa, purpose: 'etag' | 'changes'): Buffer {
  const keys = app.keys;
  const key = Array.isArray(keys) ? String(keys[0] ?? '') : '';
  return createHash('sha256').update(`clientline ${purpose}\n${key}`).digest();
}

function presentedTags(ifNoneMatch: string): string[] {
  return ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * A polled read answered 304, without running its query, when nothing its caller can read has changed
 * since the ETag they present. The tag is an HMAC of the change versions of `scopesOf(actor)`, read before the
 * query runs (a write racing the query can only make the next poll fetch again, never hide a change),
 * with who is asking and what they asked for, so one user's tag never validates another's answer.
 * Callers without an actor (a pending member) get the answer every time.
 */
export function answerUnchangedWith304(scopesOf: (actor: Asker) => ChangeScope[]) {
  return async function conditionalGet(ctx: Context, next: Next): Promise<void> {
    const actor: Asker | undefined = ctx.state.actor;
    if (!actor) return next();
    const scopes = scopesOf(actor);
    const versions = await versionsForRequest((ctx.state.versionsRead ??= new Map()), scopes);
    ctx.state.changeVersions = `${scopes.join(',')}=${versions.join('.')}`;
    const asker = [actor.userId, actor.role, actor.organizationId, actor.seesAssignedProjectsOnly, actor.clientProjectIds?.join(',') ?? '', ctx.url, versions.join('.')].join('\n');
    // Keyed with the app's key (SESSION_SECRET), so the tag says nothing of the counters: a client cannot
    // read or guess from it how much the firm does. Every process has the same key.
    const tag = `"${createHmac('sha256', derivedKey(ctx.app, 'etag')).update(asker).digest('base64url').slice(0, 27)}"`;
    ctx.set('ETag', tag);
    if (presentedTags(ctx.get('If-None-Match')).includes(tag)) {
      ctx.status = 304;
      return;
    }
    await next();
    if (ctx.status !== 200) ctx.remove('ETag');
  };
}
