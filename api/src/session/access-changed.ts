import { DomainEvents } from '../events/domain-events';

/**
 * What a signed-in person may hear changed while their session goes on: their role or admin status, or
 * their firm's need-to-know access or two-factor requirement. The socket server listens and closes their
 * sockets on every api process (socket.io's Redis adapter carries it), so each page asks who is signed in
 * and handshakes again: into the rooms it may hear now, or refused (two-factor sign-in to turn on first).
 * Project assignments need none of this: a project's news goes to its assignees' own rooms as they are
 * at each push (live-updates/listeners.ts), so one taken off a project stops hearing it at once.
 */
export interface AccessEvents {
  changed: { userIds: Array<{ toString(): string }> };
}

export const accessEvents = new DomainEvents<AccessEvents>();
