import type { AuthResult } from '@clientline/shared-ui/store';

/** A login or registration the api refused; its message is the api's reason. */
class AuthRefusal extends Error {}

/**
 * Login and register never reject: a refusal resolves as `{ ok: false, message }`. This makes it a failed
 * call, so `useMutationToast` raises the Error toast for it like for any other failure.
 */
export async function acceptedOrThrow(answer: Promise<AuthResult>): Promise<AuthResult> {
  const result = await answer;
  if (!result.ok) throw new AuthRefusal(result.message);
  return result;
}

/** The Error toast's text for a failed login or registration: the api's reason, else `fallback`. */
export function refusalOr(fallback: string): (error: unknown) => string {
  return (error) => (error instanceof AuthRefusal && error.message) || fallback;
}
