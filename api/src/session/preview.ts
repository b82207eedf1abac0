import type { Context, Next } from 'koa';
import { Types } from 'mongoose';
import { actorFor, runsTheFirm } from '../actor/actor';
import { loadActor } from '../actor/load-actor';
import { HttpError } from '../http/errors';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { SessionModel } from './model';
import { mustChangePasswordFirst } from './temporary-password';
import { mustEnrolInTwoFactor } from './two-factor-enrolment';

/**
 * A firm manager previewing a client person's portal (POST /api/clients/{id}/people/{personId}/preview),
 * kept in their own session's data: while it goes on, every request of the session is answered as that
 * person would be answered, and nothing can be changed. The session stays the staff member's: its idle
 * timeout, its sign-out and its holds (a temporary password, two-factor sign-in to set up) are theirs.
 */
export interface Preview {
  personId: string;
  clientId: string;
}

/** The preview a session's data holds, if any. */
export function previewOf(session: object | null | undefined): Preview | null {
  const preview = (session as { preview?: unknown } | null | undefined)?.preview as Partial<Preview> | undefined;
  const isId = (id: unknown): id is string => typeof id === 'string' && Types.ObjectId.isValid(id);
  return preview && isId(preview.personId) && isId(preview.clientId) ? { personId: preview.personId, clientId: preview.clientId } : null;
}

/** The calls a preview leaves to the staff member, answered as them: leaving the preview, and signing out. */
const STAFF_OWN_CALLS = new Set(['DELETE /api/preview', 'POST /api/logout']);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function previewRefusal(personName: string): string {
  return `This is a preview of ${personName}'s portal: nothing can be changed here. End the preview to go back.`;
}

/**
 * The person `staff` previews, while the preview may go on: the staff member still runs the firm and holds
 * their session to nothing (no temporary password, no two-factor sign-in left to set up), and the person is
 * still one of that client's people who may sign in (not removed, the client not archived). Null otherwise.
 */
export async function previewedPerson(staff: UserRecord, preview: Preview): Promise<UserRecord | null> {
  const staffActor = actorFor(staff);
  if (!staffActor || !runsTheFirm(staffActor) || mustChangePasswordFirst(staff)) return null;
  const person = await User.collection.findOne<UserRecord>({
    _id: new Types.ObjectId(preview.personId),
    organizationId: staffActor.organizationId,
    role: 'client',
    clientAccountId: new Types.ObjectId(preview.clientId),
  });
  if (!person || !isSignedInUser(person) || !actorFor(person)) return null;
  return (await mustEnrolInTwoFactor(staff)) ? null : person;
}

/**
 * Runs after loadCurrentUser and the session holds. While the session previews someone, the request is
 * answered as that person (`ctx.state.user` and `actor` theirs, `previewBy` the staff member), and any call
 * that is not a read is refused, except STAFF_OWN_CALLS. A preview that may no longer go on ends here, for
 * good: the session is the staff member's own again.
 */
export async function answerAsPreviewedPerson(ctx: Context, next: Next): Promise<void> {
  const staff = ctx.state.user;
  const preview = staff && previewOf(ctx.session);
  if (staff && preview && !STAFF_OWN_CALLS.has(`${ctx.method} ${ctx.path}`)) {
    const person = await previewedPerson(staff, preview);
    if (!person) {
      delete ctx.session.preview;
    } else {
      if (!READ_METHODS.has(ctx.method)) throw new HttpError(403, previewRefusal(person.displayName));
      ctx.state.previewBy = staff;
      ctx.state.user = person;
      ctx.state.actor = (await loadActor(person)) ?? undefined;
    }
  }
  await next();
}

/** Starts a preview of `preview.personId` on the request's session. */
export function startPreview(ctx: Context, preview: Preview): void {
  ctx.session.preview = preview;
}

/** Ends the session's preview; answers the one it ended, if there was one. */
export function endPreview(ctx: Context): Preview | null {
  const preview = previewOf(ctx.session);
  if (preview) delete ctx.session.preview;
  return preview;
}

/**
 * Of these sockets opened during a preview (their session, and the person they hear as), the sessions whose
 * preview of that person has ended or may no longer go on (previewedPerson).
 */
export async function endedPreviews(previews: Array<{ sessionId: string; personId: string }>): Promise<Set<string>> {
  const ended = new Set<string>();
  for (const { sessionId, personId } of previews) {
    const session = await SessionModel.findById(sessionId).lean();
    const preview = previewOf(session?.data);
    const staff = session?.userId ? await User.collection.findOne<UserRecord>({ _id: session.userId }) : null;
    const person = staff && preview?.personId === personId ? await previewedPerson(staff, preview) : null;
    if (!person) ended.add(sessionId);
  }
  return ended;
}
