import { createHash, randomBytes } from 'node:crypto';

export const ACCESS_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A 256-bit random token, URL-safe. Store only its hash. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A first-access token for /auth/first-access/{token}: single use, expires in 7 days. Save
 * `tokenHash` and `expiresAt` on the user (accessTokenHash, accessTokenExpiresAt); show `token` once.
 */
export function createAccessToken(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = generateToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS) };
}
