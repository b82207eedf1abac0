import type { Context, Next } from 'koa';
import { securityHeaderValues } from '@clientline/contracts/security-headers';

export function securityHeaders(config: { isProduction: boolean; publicOrigin: string | null }) {
  const headers = securityHeaderValues(config);

  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set(headers);
    // Answers of the api are one user's data: no browser or proxy cache may keep them.
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
