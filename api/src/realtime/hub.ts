import type { Server } from 'socket.io';

/**
 * How domain code reaches the sockets without holding the server. Rooms:
 *   org:<organizationId>  the organization's staff who see every project (all of them, unless the firm
 *                         has need-to-know access on: then its owner and admins)
 *   user:<userId>         every socket of one user (clients included)
 *   session:<sessionId>   the sockets opened with one session cookie (closed at logout)
 * Before the socket server is attached (e.g. in tests that only use HTTP) these do nothing.
 */
let io: Server | null = null;

export function bindRealtime(server: Server | null): void {
  io = server;
}

/** The bound socket server (null before one is attached). */
export function realtimeServer(): Server | null {
  return io;
}

export const rooms = {
  organization: (organizationId: string) => `org:${organizationId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};

/**
 * To everyone in the organization room and to each of `userIds`, once per socket even when a socket is
 * in more than one of these rooms.
 */
export function emitToOrganizationAndUsers(
  organizationId: { toString(): string },
  userIds: Array<{ toString(): string }>,
  event: string,
  payload: unknown,
): void {
  io?.to([rooms.organization(organizationId.toString()), ...userIds.map((userId) => rooms.user(userId.toString()))]).emit(event, payload);
}

export function emitToUser(userId: { toString(): string }, event: string, payload: unknown): void {
  io?.to(rooms.user(userId.toString())).emit(event, payload);
}

/**
 * Closes every socket of these users, on every process; each page then asks who is signed in and
 * reconnects. For a change of what they may hear (session/access-changed.ts): the rooms and identity a
 * socket has were decided at its handshake.
 */
export function disconnectUsers(userIds: Array<{ toString(): string }>): void {
  for (const userId of userIds) io?.in(rooms.user(userId.toString())).disconnectSockets(true);
}

export function disconnectSessions(sessionIds: string[]): void {
  for (const sessionId of sessionIds) io?.in(rooms.session(sessionId)).disconnectSockets(true);
}
