import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, DefaultState, Next } from 'koa';
import { shownAddress } from '../http/address';
import { requestUserAgent } from '../http/user-agent';
import type { Logger } from '../observability/logger';
import type { UserRecord } from '../users/model';

/**
 * What an audit entry takes from the request it records: the address, the browser and who is signed in.
 * Kept for the request's whole async run (AsyncLocalStorage), so a service or a domain-event listener
 * records without being handed `ctx` (services never see it).
 */
export interface AuditRequestContext {
  /** Null for background work done on someone's behalf (actingAs). */
  ip: string | null;
  userAgent: string | null;
  /** The request's state, read when an entry is written (sign-in sets the user after this middleware ran). */
  state: Pick<DefaultState, 'user' | 'previewBy'>;
  log?: Logger;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

/** The request being handled, if any (none in background work: reminder passes, the mail worker). */
export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs background work done on a person's behalf (an action on projects they chose) as theirs in the audit
 * trail: its entries name them, with no address or browser.
 */
export function actingAs<T>(user: UserRecord, work: () => Promise<T>): Promise<T> {
  return storage.run({ ip: null, userAgent: null, state: { user } }, work);
}

/** Registered in app.ts before loadCurrentUser: everything after it runs inside the request's context. */
export async function keepAuditContext(ctx: Context, next: Next): Promise<void> {
  const userAgent = requestUserAgent(ctx) || null;
  await storage.run({ ip: shownAddress(ctx.ip), userAgent, state: ctx.state, log: ctx.state.log }, next);
}
