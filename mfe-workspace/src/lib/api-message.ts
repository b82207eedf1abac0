import { isApiError } from '@clientline/shared-ui/store';

/** The server's own message when it sent one, else the spec's fallback (section 8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
