import type { EventEmitter } from 'node:events';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/** socket.io's Redis adapter and the two connections it runs on. */
export interface RedisLink {
  adapter: ReturnType<typeof createAdapter>;
  /** Both connections are up: events reach the sockets of every process. */
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * Connects socket.io's Redis adapter, so an event emitted by any api process reaches the rooms' sockets
 * on every process. It connects in the background and never stops the process: while Redis is
 * unreachable each process still reaches its own sockets, the clients reconnect by themselves, and the
 * outage is logged once per connection.
 */
export function connectRedisAdapter(url: string): RedisLink {
  // While Redis is down, emits wait in memory to be sent when it is back: at most this many.
  const publisher = createClient({ url, commandsQueueMaxLength: 10_000 });
  const subscriber = publisher.duplicate();
  let closing = false;
  const reportPublisherError = watchConnection(publisher, 'publishing', () => closing);
  const reportSubscriberError = watchConnection(subscriber, 'subscribed', () => closing);
  for (const client of [publisher, subscriber]) client.connect().catch(() => {}); // failures arrive as 'error' events

  return {
    adapter: createAdapter(catchingRejections(publisher, reportPublisherError), catchingRejections(subscriber, reportSubscriberError)),
    isReady: () => publisher.isReady && subscriber.isReady,
    async close() {
      closing = true;
      // A connection that is down would wait for Redis to send what it queued: drop it instead.
      await Promise.all(
        [publisher, subscriber].filter((client) => client.isOpen).map((client) => (client.isReady ? client.close() : client.destroy())),
      );
    },
  };
}

/** Logs the first error of each outage and the recovery; returns the same reporter for failed commands. */
function watchConnection(client: EventEmitter, role: string, isClosing: () => boolean): (error: Error) => void {
  let down = false;
  const report = (error: Error) => {
    if (down || isClosing()) return;
    down = true;
    console.error(`Redis (${role} connection) unreachable: ${error.message}. Socket events reach this process's sockets only until it is back.`);
  };
  client.on('error', report);
  client.on('ready', () => {
    if (down) console.log(`Redis (${role} connection) is back.`);
    down = false;
  });
  return report;
}

/**
 * The adapter publishes and subscribes without waiting for the answer; a command that fails (the
 * connection dropped while it was sent) would be an unhandled rejection, which ends a Node process.
 * These commands are reported instead, and the promise the adapter gets is unchanged otherwise.
 */
const FIRE_AND_FORGET = new Set(['publish', 'subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe']);

function catchingRejections<Client extends object>(client: Client, report: (error: Error) => void): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!FIRE_AND_FORGET.has(String(property))) return value.bind(target);
      return (...args: unknown[]) => {
        const result = value.apply(target, args) as Promise<unknown>;
        result.catch(report);
        return result;
      };
    },
  });
}
