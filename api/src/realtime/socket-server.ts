import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type Koa from 'koa';
import mongoose from 'mongoose';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '@clientline/contracts';
import { ROOMS_JOINED_EVENT, type RoomsJoined } from '@clientline/contracts/session-hint';
import { loadActor } from '../actor/load-actor';
import { changesTokenOf } from '../change-versions/changes-token';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../database';
import { isAllowedOrigin } from '../http/same-origin';
import { securityHeaderValues } from '@clientline/contracts/security-headers';
import { logger } from '../observability/logger';
import { accessEvents, type AccessEvents } from '../session/access-changed';
import { onSessionsEnded } from '../session/ended';
import { endedSessions } from '../session/liveness';
import { endedPreviews } from '../session/preview';
import { sessionUserOf } from '../session/session-user';
import { CHANGE_TEMPORARY_PASSWORD_FIRST, mustChangePasswordFirst } from '../session/temporary-password';
import { mustEnrolInTwoFactor } from '../session/two-factor-enrolment';
import { User, type UserRecord } from '../users/model';
import { bindRealtime, disconnectSessions, disconnectUsers, realtimeServer, rooms } from './hub';

export interface SocketData {
  /** Whose rooms it hears and who it says it is: during a preview, the client person previewed. */
  userId: string;
  sessionId: string;
  /** Who the session signs in: the firm manager during a preview, else `userId`. */
  sessionUserId: string;
  /** Opened while its session previewed a client person's portal (session/preview.ts): it may ask who it is, nothing else. */
  previewing: boolean;
  role: UserRecord['role'];
  organizationId: string | null;
  /** Staff who see every project of the firm join its organization room; a walled-off member does not. */
  seesEveryProject: boolean;
}

/**
 * socket.io at /ws on the api's HTTP server. A browser from another origin is refused before the
 * handshake; the connection is then authenticated from the session cookie alone. With an adapter (the
 * Redis one, when several api processes serve the site) rooms span every process; without, this one's.
 */
export function attachSocketServer(httpServer: HttpServer, app: Koa, config: Config, adapter?: ServerOptions['adapter']): Server {
  const io = new Server(httpServer, {
    path: '/ws',
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isAllowedHandshake(req, app, config)),
    ...(adapter && { adapter }),
  });

  // engine.io answers /ws itself (polling, the WebSocket upgrade, its refusals), outside Koa: give them
  // the same security headers as every other answer, and no cache may keep them.
  const headers = { ...securityHeaderValues(config), 'Cache-Control': 'no-store' };
  io.engine.use((_request: IncomingMessage, response: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    next();
  });

  io.use(async (socket, next) => {
    try {
      const identity = await identify(socket.request, app);
      if (!identity) return next(new Error('Please log in to continue'));
      if ('refusal' in identity) return next(new Error(identity.refusal));
      socket.data = identity;
      next();
    } catch (error) {
      // A refusal is final for socket.io-client; a closed connection it retries (with backoff) by itself,
      // so a socket opened while the database is away connects once it is back.
      if (isDatabaseUnavailable(error)) {
        socket.conn.close();
        return;
      }
      logger.error({ err: error }, 'Socket authentication failed');
      next(new Error('Could not authenticate'));
    }
  });

  io.on('connection', (socket) => {
    const { userId, sessionId, organizationId, seesEveryProject, previewing } = socket.data as SocketData;
    void socket.join([rooms.user(userId), rooms.session(sessionId)]);
    if (organizationId && seesEveryProject) void socket.join(rooms.organization(organizationId));
    // A preview can never act: any event but the identity question is dropped unheard, so one a later release
    // listens to (typing, read markers) cannot write as the person. Not next(error): socket.io emits that as an
    // 'error' event on this socket, which throws with no listener.
    if (previewing) socket.use(([event], next) => {
      if (event === 'message') next();
    });
    socket.on('message', (message: unknown) => confirmIdentity(socket, message));
    // Read after joining: a change after this read reaches the socket as an event.
    const changes = organizationId ? changesTokenOf(app, userId, organizationId) : Promise.resolve(null);
    void changes.then(
      (token) => socket.emit(ROOMS_JOINED_EVENT, { changes: token } satisfies RoomsJoined),
      (error: unknown) => {
        logger.warn({ err: error }, 'Could not read the change token of a socket');
        socket.emit(ROOMS_JOINED_EVENT, { changes: null } satisfies RoomsJoined);
      },
    );
  });

  bindRealtime(io);
  // Whatever ends a session (logout, a sign-in or registration replacing it, endOtherSessions, an idle
  // timeout noticed by a request) closes its sockets on every process.
  onSessionsEnded(disconnectSessions);
  accessEvents.on('changed', closeSocketsOf);
  // What ends a session without a request (expiry, an idle timeout, a record deleted by hand) is found here.
  const recheck = setInterval(() => {
    recheckSocketSessions(io).catch((error: unknown) => logger.warn({ err: error }, 'Socket session re-check failed'));
  }, SOCKET_SESSION_RECHECK_MS);
  recheck.unref();
  httpServer.once('close', () => clearInterval(recheck));
  return io;
}

/** How often each process looks up the sessions of its own sockets. */
export const SOCKET_SESSION_RECHECK_MS = 60_000;

const closeSocketsOf = ({ userIds }: AccessEvents['changed']) => disconnectUsers(userIds);

/**
 * Closes this process's sockets whose session no longer signs their user in (expired by the clock, idle
 * too long, ended or deleted), whose person must now turn two-factor sign-in on first (the firm's
 * requirement began today, or was saved while their handshake was under way), or whose preview of a client
 * person ended or may no longer go on. Every process checks its own sockets each SOCKET_SESSION_RECHECK_MS.
 */
export async function recheckSocketSessions(io: Server | null = realtimeServer()): Promise<number> {
  if (!io) return 0;
  const sockets = await io.local.fetchSockets();
  const opened = sockets.map((socket) => socket.data as SocketData);
  const sessions = opened.map(({ sessionId, sessionUserId }) => ({ sessionId, userId: sessionUserId }));
  const ended = new Set(await endedSessions(sessions.filter((session) => session.sessionId)));
  const refused = await usersToEnrol(sessions.filter((session) => !ended.has(session.sessionId)).map((session) => session.userId));
  const previews = opened.filter((data) => data.previewing && !ended.has(data.sessionId)).map(({ sessionId, userId }) => ({ sessionId, personId: userId }));
  const previewsEnded = await endedPreviews(previews);
  let closed = 0;
  for (const socket of sockets) {
    const { sessionId, sessionUserId, previewing } = socket.data as SocketData;
    if (!ended.has(sessionId) && !refused.has(sessionUserId) && !(previewing && previewsEnded.has(sessionId))) continue;
    socket.disconnect(true);
    closed += 1;
  }
  return closed;
}

/** Of these users, those who must turn two-factor sign-in on before anything else. */
async function usersToEnrol(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const users = await User.find({ _id: mongoose.trusted({ $in: [...new Set(userIds)] }) })
    .setOptions({ unscoped: true })
    .lean<UserRecord[]>();
  const mustEnrol = await Promise.all(users.map(async (user) => ((await mustEnrolInTwoFactor(user)) ? user._id.toString() : null)));
  return new Set(mustEnrol.filter((userId): userId is string => userId !== null));
}

/**
 * The spec's client sends `{ type: 'auth', user }`. The identity always comes from the session; the
 * message only gets a confirmation of who the session is.
 */
function confirmIdentity(socket: Socket, message: unknown): void {
  if ((message as { type?: unknown })?.type !== 'auth') return;
  const { userId, role, organizationId } = socket.data as SocketData;
  socket.emit('authenticated', { userId, role, organizationId });
}

/**
 * Who the handshake's session signs in, or why it may not hold a socket: a session held to Sign-in and
 * security over HTTP (a temporary password, two-factor sign-in the firm requires) hears nothing either.
 */
async function identify(request: IncomingMessage, app: Koa): Promise<SocketData | { refusal: string } | null> {
  // A koa context gives signed-cookie verification with the app's keys, exactly as for HTTP requests.
  const signedIn = await sessionUserOf(app.createContext(request, new ServerResponse(request)));
  if (!signedIn) return null;
  const { sessionId, user, previewed } = signedIn;
  if (mustChangePasswordFirst(user)) return { refusal: CHANGE_TEMPORARY_PASSWORD_FIRST };
  if (await mustEnrolInTwoFactor(user)) return { refusal: TWO_FACTOR_ENROLMENT_REQUIRED };
  // A firm manager previewing a client person's portal hears what that person hears.
  const listener = previewed ?? user;
  const actor = await loadActor(listener);
  return {
    userId: listener._id.toString(),
    sessionId,
    sessionUserId: user._id.toString(),
    previewing: previewed !== null,
    role: listener.role,
    organizationId: actor?.organizationId.toString() ?? null,
    seesEveryProject: !!actor && !actor.clientId && !actor.seesAssignedProjectsOnly,
  };
}

/**
 * Browsers always send Origin on a WebSocket handshake and on cross-origin requests: it must pass the
 * same rule as an HTTP write (isAllowedOrigin). Requests without Origin (same-origin polling,
 * non-browser clients) still need the session cookie.
 */
function isAllowedHandshake(request: IncomingMessage, app: Koa, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  // Read as koa reads an HTTP request (proxy settings included), for when PUBLIC_URL is unset.
  return isAllowedOrigin(origin, config, app.createContext(request, new ServerResponse(request)));
}
