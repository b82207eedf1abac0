/**
 * What the api writes into the HTML of an app page about the session of that request:
 * `<meta name="clientline-session" content="signed-out">` when the request has no valid session,
 * `signed-in` when it has one, nothing when the database could not tell. The shell's first
 * current-user query reads it: signed out, it resolves null without asking GET /api/user, whose 401 a
 * browser logs as an error on every signed-out page. `@clientline/contracts/session-hint` is bundled
 * where it is used, without zod.
 */
export const SESSION_HINT_META_NAME = 'clientline-session';

export type SessionHint = 'signed-in' | 'signed-out';
