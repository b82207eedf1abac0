import type { Context, Next } from 'koa';

/**
 * The shell loads its remotes from the same origin (`/remotes/...`), styled-components injects
 * <style> tags, and the socket connects to the same host over ws:/wss:.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders({ isProduction }: { isProduction: boolean }) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Share links carry their token in the path: never send it to other sites.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (isProduction) headers['Strict-Transport-Security'] = 'max-age=15552000; includeSubDomains';

  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set(headers);
    // Answers of the api are one user's data: no browser or proxy cache may keep them.
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
