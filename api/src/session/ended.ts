/**
 * Who hears that sessions ended: logout, a sign-in or registration replacing the browser's session
 * (koa-session's regenerate), an idle timeout, endOtherSessions. The socket server listens (realtime is
 * above session in the folder order) and closes those sessions' sockets on every api process.
 */
type Listener = (sessionIds: string[]) => void;

const listeners = new Set<Listener>();

export function onSessionsEnded(listener: Listener): void {
  listeners.add(listener);
}

export function sessionsEnded(sessionIds: string[]): void {
  if (sessionIds.length === 0) return;
  for (const listener of listeners) listener(sessionIds);
}
