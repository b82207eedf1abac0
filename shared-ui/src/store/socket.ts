import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

let socketPromise: Promise<Socket> | null = null;

/**
 * The one socket to the api (same origin, path /ws, session cookie sent). socket.io-client is loaded and
 * connected on first use, so pages without live updates never download it. The server reads who is
 * signed in at the handshake, so sign-in reconnects it and sign-out disconnects it; listeners stay attached.
 * WebSocket first (one connection, so a load balancer needs no sticky sessions); long-polling only
 * where a WebSocket cannot open.
 */
export function getSocket(): Promise<Socket> {
  socketPromise ??= import('socket.io-client').then(
    ({ io }) => io({ path: '/ws', withCredentials: true, autoConnect: false, transports: ['websocket', 'polling'], tryAllTransports: true }),
    (error: unknown) => {
      socketPromise = null;
      throw error;
    },
  );
  return socketPromise.then((socket) => {
    if (!socket.active) socket.connect();
    return socket;
  });
}

export function disconnectSocket(): void {
  void socketPromise?.then((socket) => socket.disconnect());
}

/** A new handshake, as whoever is signed in now; does nothing when no socket was ever opened. */
export function reconnectSocket(): void {
  void socketPromise?.then((socket) => {
    socket.disconnect();
    socket.connect();
  });
}

/** Calls `handler` for each `event` the server sends while the component is mounted. */
export function useSocketEvent<Payload>(event: string, handler: (payload: Payload) => void): void {
  const latestHandler = useRef(handler);
  useEffect(() => {
    latestHandler.current = handler;
  });

  useEffect(() => {
    let connection: Socket | null = null;
    let unmounted = false;
    const listener = (payload: Payload) => latestHandler.current(payload);
    getSocket().then(
      (socket) => {
        if (unmounted) return;
        connection = socket;
        socket.on(event, listener);
      },
      (error: unknown) => console.error(`Live updates are unavailable (${event})`, error),
    );
    return () => {
      unmounted = true;
      connection?.off(event, listener);
    };
  }, [event]);
}
