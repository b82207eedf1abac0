import mongoose from 'mongoose';
import { sessionsEnded } from './ended';
import { SessionModel } from './model';
import { endOtherSessions } from './store';

/** Where a session a removal ended keeps the firm's name, in place of whom it signed in. */
const ACCESS_ENDED_IN = 'accessEndedIn';

/**
 * Ends every session of a member removed from the firm `firmName` (their sockets close on every api
 * process). Each keeps the firm's name and signs no one in, so an open tab's next call is told why it is
 * signed out (currentUser) rather than asked to log in; the record goes at its expiry, or when that
 * browser signs in or logs out. Half-finished two-factor sign-ins of theirs simply end. Answers the ids.
 */
export async function endSessionsOfRemovedMember(userId: string, firmName: string): Promise<string[]> {
  const sessions = await SessionModel.find({ userId }, { _id: 1 }).lean();
  const ids = sessions.map((session) => session._id);
  if (ids.length > 0) {
    await SessionModel.updateMany({ _id: mongoose.trusted({ $in: ids }) }, { $set: { data: { [ACCESS_ENDED_IN]: firmName }, userId: null } });
  }
  sessionsEnded(ids);
  return [...ids, ...(await endOtherSessions(userId, undefined))];
}

/** The firm whose access ended, when `session` (ctx.session's data) is one endSessionsOfRemovedMember ended. */
export function accessEndedIn(session: object | null | undefined): string | null {
  const firmName = (session as Record<string, unknown> | null | undefined)?.[ACCESS_ENDED_IN];
  return typeof firmName === 'string' ? firmName : null;
}
