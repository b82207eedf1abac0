import { isApiError } from '@clientline/shared-ui/store';

/** Spec section 8: a destructive toast shows the server's text, else the call's own fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** Spec section 8, page-level errors of the project load. */
export function projectLoadFailure(error: unknown): string {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) return 'Project not found';
  if (status === 403) return 'You do not have access to this project';
  return 'Failed to load project';
}
