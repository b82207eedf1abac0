import type { Role } from './enums';
import type { CurrentUser } from './types';

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

/** The api's `GET /api/page-visitor`: who opens a page, for the host's server that draws it. */
export interface PageVisitor {
  /** Their role, 'anonymous' when signed out. */
  audience: Role | 'anonymous';
  /** Their account, as `GET /api/user` answers it; null when signed out. */
  user: CurrentUser | null;
  /** Signed in to a firm, the change token of now (CHANGES_META_NAME). */
  changesToken: string | null;
  /** Their firm requires two-factor sign-in and they have not turned it on: the shell shows them Sign-in and security alone. */
  mustEnrolInTwoFactor: boolean;
}

/** The page visitor without a session: the api's answer to a cookie of none, and the host's to no cookie. */
export const SIGNED_OUT_VISITOR: PageVisitor = { audience: 'anonymous', user: null, changesToken: null, mustEnrolInTwoFactor: false };

/**
 * The change token of a signed-in page (`<meta name="clientline-changes" content="...">`): opaque, it
 * stands for everything its user could read when the api served the page. When their socket has joined
 * its rooms the server sends the token of that moment (`rooms_joined`); equal, nothing changed in
 * between, so no live update sent before the socket listened was missed and the data the page fetched
 * meanwhile need not be fetched again.
 */
export const CHANGES_META_NAME = 'clientline-changes';

/**
 * The id of the JSON element a page the api rendered for its signed-in user carries
 * (`<script type="application/json" id="clientline-first-screen">`): the data-layer answers the page was
 * rendered with, which the shell's store takes before hydrating it.
 */
export const FIRST_SCREEN_STATE_ID = 'clientline-first-screen';

/** What the server sends a socket once it listens in every room its user may hear. */
export const ROOMS_JOINED_EVENT = 'rooms_joined';

export interface RoomsJoined {
  /** The change token of that moment, null when the server could not read it. */
  changes: string | null;
}

/**
 * Sent by the frontends on a request made while the person is using the page: some input (a key, the
 * pointer, a scroll, the tab shown again) within USER_ACTIVE_WINDOW_MS. Only such a request, a write or
 * a sign-in counts as use of the session for its idle timeout: a tab left open goes on polling and
 * hearing pushed updates, and must still idle out when nobody is at it.
 */
export const USER_ACTIVE_HEADER = 'X-Clientline-User-Active';

/** How long after the person's last input the page's requests still say they are using it. */
export const USER_ACTIVE_WINDOW_MS = 60_000;

/**
 * Sign-in and security (mfe-auth): where the shell takes someone their firm requires two-factor sign-in of
 * who has not turned it on, and so the page the api prepares for them, whatever path they opened.
 */
export const SECURITY_PATH = '/account/security';

/**
 * The `code` of the 401 every call of a session gets once its person was removed from the firm (its
 * message: accessRemovedMessage), so an open tab says why it is signed out rather than only asking to log in.
 */
export const ACCESS_ENDED = 'access_ended';
