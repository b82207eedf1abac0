import { isApiError } from '@clientline/shared-ui/store';

/** What an 'Error' toast says: the server's message, else the spec's fallback (section 8). */
export function serverTextOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

export function statusOf(error: unknown): number | null {
  return isApiError(error) && typeof error.status === 'number' ? error.status : null;
}
