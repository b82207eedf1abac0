import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, DefaultState, Next } from 'koa';
import { shownAddress } from '../http/address';
import { requestUserAgent } from '../http/user-agent';
import type { Logger } from '../observability/logger';

/**
 * What an audit entry takes from the request it records: the address, the browser and who is signed in.
 * Kept for the request's whole async run (AsyncLocalStorage), so a service or a domain-event listener
 * records without being handed `ctx` (services never see it).
 */
export interface AuditRequestContext {
  ip: string;
  userAgent: string | null;
  /** The request's state, read when an entry is written (sign-in sets the user after this middleware ran). */
  state: DefaultState;
  log?: Logger;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

/** The request being handled, if any (none in background work: reminder passes, the mail worker). */
export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}

/** Registered in app.ts before loadCurrentUser: everything after it runs inside the request's context. */
export async function keepAuditContext(ctx: Context, next: Next): Promise<void> {
  const userAgent = requestUserAgent(ctx) || null;
  await storage.run({ ip: shownAddress(ctx.ip), userAgent, state: ctx.state, log: ctx.state.log }, next);
}
