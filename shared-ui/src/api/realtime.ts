import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
// Types only: importing the contracts' values would download every zod schema with the bridge.
import type { SocketEventPayloads } from '@clientline/contracts';
import { CHANGES_META_NAME, ROOMS_JOINED_EVENT, type RoomsJoined } from '@clientline/contracts/session-hint';
import {
  baseApi,
  DERIVED_FROM_PROJECTS,
  documentTagsOf,
  getSocket,
  projectTag,
  useAppDispatch,
  writePushedEvent,
  type AppDispatch,
} from '@clientline/shared-ui/store';
import { openedFromHistory, sessionApi } from '@clientline/shared-ui/api/session';

type Handlers = { [Event in keyof SocketEventPayloads]: (payload: SocketEventPayloads[Event]) => void };

/**
 * What each pushed event does to the cache: the data it carries goes into the cached answers of the domains
 * that hold them (each says how, `onPushedEvents`; a screen that never loaded them loads fresh data later),
 * then the answers of other domains it changes without carrying their data are invalidated, so only the
 * queries on screen refetch.
 */
export function realtimeHandlers(dispatch: AppDispatch): Handlers {
  const invalidate = (...tags: Parameters<typeof baseApi.util.invalidateTags>[0]) => dispatch(baseApi.util.invalidateTags(tags));
  // Who holds the ball on the board follows messages, milestones and documents: each of those makes it stale.
  const boardStale = () => invalidate('Board');
  const metricsStale = () => invalidate('Metrics');
  const nothingElse = () => undefined;
  const alsoStale: { [Event in keyof SocketEventPayloads]: (payload: SocketEventPayloads[Event]) => void } = {
    notification: nothingElse,
    new_message: boardStale,
    message_updated: boardStale,
    milestone_changed: boardStale,
    milestone_deleted: boardStale,
    project_changed: ({ projectId }) => invalidate(projectTag(projectId), ...DERIVED_FROM_PROJECTS),
    timeline_task_created: metricsStale,
    timeline_task_updated: metricsStale,
    timeline_task_deleted: metricsStale,
    new_webhook_request: nothingElse,
    webhook_request_processed: nothingElse,
    webhook_request_failed: nothingElse,
    document_changed: ({ projectId }) => {
      invalidate(...documentTagsOf(projectId));
      boardStale();
    },
  };
  const handle = <Event extends keyof SocketEventPayloads>(event: Event) => (payload: SocketEventPayloads[Event]) => {
    writePushedEvent(event, payload, dispatch);
    alsoStale[event](payload);
  };
  return Object.fromEntries(Object.keys(alsoStale).map((event) => [event, handle(event as keyof SocketEventPayloads)])) as Handlers;
}

/** Every cached answer a pushed event may change. */
const PUSHED_TAGS = ['Notification', 'Message', 'Project', 'Client', 'Timeline', 'WebhookRequest', 'Metrics', 'Team', 'Document', 'DocumentRequest', 'Board'] as const;

/**
 * Listens on `socket` for every event of the bridge; returns what stops listening. Events sent while
 * the socket was not in its rooms (before its first handshake, or during a network drop) are lost, so
 * each time it has joined them the queries on screen refetch what those events would have changed. Not
 * the first time when nothing changed since the page was served (`pageChanges`, the page's change token,
 * equals the one the server sends on joining): the data fetched in between missed nothing, and fetching
 * it again would double the page's first requests. When the server closes the socket, the signed-in user
 * is asked for again.
 */
export function connectRealtimeBridge(
  socket: Pick<Socket, 'on' | 'off' | 'connected' | 'connect'>,
  dispatch: AppDispatch,
  pageChanges: string | null = takePageChangesToken(),
): () => void {
  const catchUp = () => dispatch(baseApi.util.invalidateTags([...PUSHED_TAGS]));
  let unchangedSince: string | null = pageChanges;
  const joined = ({ changes }: RoomsJoined) => {
    const missedNothing = unchangedSince !== null && changes === unchangedSince;
    unchangedSince = null;
    if (!missedNothing) catchUp();
  };
  // The server sends a socket away when its session ended elsewhere (signed out, a password reset, the
  // member removed from the firm): asking who is signed in then takes the screen to sign-in at once.
  // It also does so when what the person may read changed (a new role, the firm's need-to-know access):
  // still signed in, they handshake again into the rooms they may now hear, and catchUp refetches.
  const recheckSession = async (reason: Socket.DisconnectReason) => {
    if (reason !== 'io server disconnect') return;
    const { data: user } = await dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (user) socket.connect();
  };
  const listeners = [
    ...Object.entries(realtimeHandlers(dispatch)),
    [ROOMS_JOINED_EVENT, joined],
    ['disconnect', recheckSession],
  ] as unknown as [string, (...payload: unknown[]) => void][];
  for (const [event, listener] of listeners) socket.on(event, listener);
  // Connected before the bridge listened: the server's word that it joined may have come and gone.
  if (socket.connected) joined({ changes: null });
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

/**
 * The change token the api wrote into the page, read once (the element is removed). Not from a page the
 * browser took from its cache for Back or Forward: it may be older than the data fetched since.
 */
function takePageChangesToken(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector(`meta[name="${CHANGES_META_NAME}"]`);
  meta?.remove();
  return openedFromHistory() ? null : (meta?.getAttribute('content') ?? null);
}

/**
 * The one realtime bridge, mounted once by the shell while someone is signed in: server pushes update
 * the cache, so every screen shows them without polling (polling stays as the spec's fallback).
 */
export function useRealtimeBridge(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let disconnect: (() => void) | null = null;
    let unmounted = false;
    getSocket().then(
      (socket) => {
        if (!unmounted) disconnect = connectRealtimeBridge(socket, dispatch);
      },
      (error: unknown) => console.error('Live updates are unavailable', error),
    );
    return () => {
      unmounted = true;
      disconnect?.();
    };
  }, [dispatch]);
}

/**
 * The live updates' connection: 'connecting' until the first handshake, 'reconnecting' while a dropped
 * socket is coming back by itself (network loss, an api process restarting), 'closed' when it will not
 * (signed out, or refused at the handshake). Polling goes on in every state.
 */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** Calls `onChange` with the connection's state now and at each change; returns what stops following. */
export function followLiveConnection(
  socket: Pick<Socket, 'on' | 'off' | 'connected' | 'active'>,
  onChange: (connection: LiveConnection) => void,
): () => void {
  const listeners: [string, () => void][] = [
    ['connect', () => onChange('connected')],
    ['disconnect', () => onChange(socket.active ? 'reconnecting' : 'closed')],
    // A refused handshake leaves the socket inactive; a failed attempt to reach the server does not.
    ['connect_error', () => onChange(socket.active ? 'reconnecting' : 'closed')],
  ];
  for (const [event, listener] of listeners) socket.on(event, listener);
  onChange(socket.connected ? 'connected' : 'connecting');
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

/** The state of the one socket, for the chrome's "Reconnecting…" note. */
export function useLiveConnection(): LiveConnection {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  useEffect(() => {
    let stopFollowing: (() => void) | null = null;
    let unmounted = false;
    getSocket().then(
      (socket) => {
        if (!unmounted) stopFollowing = followLiveConnection(socket, setConnection);
      },
      () => {
        if (!unmounted) setConnection('closed');
      },
    );
    return () => {
      unmounted = true;
      stopFollowing?.();
    };
  }, []);
  return connection;
}

/** The bridge as a component, so the shell can load it lazily for signed-in users only. */
export default function RealtimeBridge(): null {
  useRealtimeBridge();
  return null;
}
