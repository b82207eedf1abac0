/** The embedded catcher's address, once it listens (development and tests): where the local mailbox's Reply sends. */
let relayUrl: string | null = null;

export function useLocalRelay(url: string): void {
  relayUrl = url;
}

export function localRelayUrl(): string | null {
  return relayUrl;
}
