import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from './early-taps';

/** The one inline script a painted page carries (it keeps a tap on the page until it is hydrated). */
const EARLY_TAPS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The shell loads its remotes from the same origin (`/remotes/...`), styled-components injects
 * <style> tags, a painted page has one inline script (allowed by its hash), and the socket connects to the
 * same host over ws:/wss:. `connect-src` allows the app's own origin only: 'self' covers a same-origin
 * ws:/wss: socket in browsers following CSP Level 3 (Chrome, Edge, Firefox, Safari 15.4+); PUBLIC_URL's
 * own ws(s) origin is named too, for older Safari. Never `ws: wss:` (any host), which would let injected
 * script send data anywhere over a socket.
 */
export function contentSecurityPolicy(publicOrigin: string | null): string {
  const socketOrigin = publicOrigin ? ` ${publicOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${socketOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers every answer of the product carries, whichever server sends it: the api's (its calls and
 * engine.io's at /ws) and the host's (pages and built files). Servers only: it hashes with node:crypto.
 */
export function securityHeaderValues({ isProduction, publicOrigin }: { isProduction: boolean; publicOrigin: string | null }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(publicOrigin),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Share links carry their token in the path: never send it to other sites.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (isProduction) headers['Strict-Transport-Security'] = 'max-age=15552000; includeSubDomains';
  return headers;
}
