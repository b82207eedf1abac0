import 'koa';
import type { Actor } from './actor/actor';
import type { VersionsRead } from './change-versions/model';
import type { Preview } from './session/preview';
import type { UserRecord } from './users/model';

/** What koa-session puts on `ctx.session` when a store is used (its types do not declare it). */
export interface AppSession {
  userId?: string;
  /** The client person whose portal the signed-in firm manager previews (session/preview.ts). */
  preview?: Preview;
  /** The session id kept in the cookie; undefined until the session is first saved. */
  readonly externalKey?: string;
  /** Moves the session data to a new id (and cookie), destroying the old one. */
  regenerate(): Promise<void>;
}

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (`{}` when there is none), set by the json-body middleware. */
    body: unknown;
  }
  interface DefaultState {
    /** The signed-in user, set by loadCurrentUser. */
    user?: UserRecord;
    /** The signed-in user as an approved member of a firm (unset for a pending member), set by loadCurrentUser. */
    actor?: Actor;
    /**
     * The firm manager signed in on this session while it previews a client person's portal: `user` and
     * `actor` are then that person's (session/preview.ts).
     */
    previewBy?: UserRecord;
    /** Signed out because a removal from this firm ended the session (session/access-ended.ts), set by loadCurrentUser. */
    accessEndedIn?: string;
    /** Where people open the app (PUBLIC_URL; the request's own origin in development and test), set by recordAppOrigin. */
    appOrigin: string;
    /** The change versions a polled read's ETag was made from, set by answerUnchangedWith304 (shared-answers.ts reads them). */
    changeVersions?: string;
    /** Every change version this request has read, read once each (change-versions/model.ts, versionsForRequest). */
    versionsRead?: VersionsRead;
  }
  interface DefaultContext {
    /**
     * Setting it to null ends the session (logout); the getter then answers null for the rest of the
     * request. Setting `{}` starts a new, empty one.
     */
    get session(): AppSession;
    set session(value: AppSession | Record<string, never> | null);
  }
}
