// Also `@clientline/contracts/reauthentication`: constants and types, no zod, so the store's base query
// imports it without downloading every schema.

/**
 * The `code` of the 403 a sensitive call answers when the session last gave the password too long ago
 * (docs/api.md, "Confirming it's you"): POST /api/user/reauthenticate, then make the call again.
 */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

export const REAUTHENTICATION_REQUIRED_MESSAGE = 'Enter your password again to continue.';

/** The body of that 403. */
export interface ReauthenticationRequired {
  message: string;
  code: typeof REAUTHENTICATION_REQUIRED;
}

/** Whether an error body is that 403's. */
export function isReauthenticationRequired(body: unknown): body is ReauthenticationRequired {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === REAUTHENTICATION_REQUIRED;
}
