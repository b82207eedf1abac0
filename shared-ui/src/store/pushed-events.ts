// Types only: the contracts' values would bring every zod schema with the store.
import type { SocketEventPayloads } from '@clientline/contracts';
import type { AppDispatch } from './root-reducer';

/** What some pushed events do to one domain's cached answers. */
export type PushedEventWrites = {
  [Event in keyof SocketEventPayloads]?: (payload: SocketEventPayloads[Event], dispatch: AppDispatch) => void;
};

const registered: PushedEventWrites[] = [];

/**
 * A data-layer domain says, as its module loads, how the data a pushed event carries goes into its cached
 * answers. A domain no screen has loaded has no cached answers, so the realtime bridge, which calls these,
 * never downloads a domain for an event.
 */
export function onPushedEvents(writes: PushedEventWrites): void {
  registered.push(writes);
}

/** Writes a pushed event into the cached answers of every domain loaded so far. */
export function writePushedEvent<Event extends keyof SocketEventPayloads>(event: Event, payload: SocketEventPayloads[Event], dispatch: AppDispatch): void {
  for (const writes of registered) writes[event]?.(payload, dispatch);
}

/**
 * Writes a pushed change into a cached answer now and, when a fetch of that answer is running (it may
 * have read the data before the change, and would overwrite it when it lands), again once it has landed.
 * Each write is an upsert, so writing twice changes nothing more.
 */
export function writePushed(runningFetch: PromiseLike<unknown> | undefined, write: () => void): void {
  write();
  runningFetch?.then(write, write);
}
