// Also `@clientline/contracts/sessions`: types and one small function, no zod, so the Sign-in and security
// page imports it without downloading every schema.

/** One place the user is signed in, as GET /api/user/sessions lists it (docs/api.md, "Sessions"). */
export interface UserSession {
  /** Names the session in DELETE /api/user/sessions/{id}; not the session's own id (that is the cookie's secret). */
  id: string;
  /** The browser from the User-Agent header: 'Chrome', 'Edge', 'Firefox', 'Safari', 'Samsung Internet'; null when unknown. */
  browser: string | null;
  /** The system: 'Windows', 'macOS', 'iOS', 'iPadOS', 'Android', 'Linux', 'ChromeOS'; null when unknown. */
  device: string | null;
  /** The address it signed in from; null for a session started before addresses were kept. */
  address: string | null;
  /** ISO date; null for a session started before sign-in times were kept. */
  signedInAt: string | null;
  /** ISO date of its last request (written at most once a minute). */
  lastActiveAt: string;
  /** The session that asked. */
  current: boolean;
}

export interface UserSessionsResponse {
  sessions: UserSession[];
}

export interface SessionsEndedResponse {
  ok: true;
  message: string;
  /** How many sessions ended. */
  ended: number;
}

export const SESSION_ALREADY_ENDED = 'This session has already ended';

/** 'Safari on iOS': a session as a person recognises it, the same on the page and in the audit trail. */
export function sessionName({ browser, device }: Pick<UserSession, 'browser' | 'device'>): string {
  if (browser && device) return `${browser} on ${device}`;
  return browser ?? device ?? 'Unknown browser';
}
