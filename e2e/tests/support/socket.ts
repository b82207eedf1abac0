import type { Page } from '@playwright/test';

/**
 * Resolves once the page's next socket (the realtime bridge at /ws) is connected and in its rooms: the
 * server acknowledges the socket.io CONNECT ('40') only after the handshake that joins them. Call it
 * before the navigation that opens the socket. A push sent before then is lost (the bridge refetches on
 * connect instead), so a test of what a push alone does waits for this first.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/ws')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) resolve();
      });
    });
  });
}
