import type { CurrentUser } from '@clientline/shared-ui/store';
import { destinationFor } from '@clientline/contracts/routes';

type SignedInUser = Pick<CurrentUser, 'role' | 'requiresPasswordChange'>;

/**
 * Where a user goes after logging in, registering or setting their password: the one rule of the
 * product (see README.md). A user who must change their password goes to /, where the shell shows only
 * its password dialog; otherwise the page the sign-in page was asked for (`next`, when their role may open
 * it), else a client to the portal and an organization or team member to the dashboard. Without a user in
 * the response, / lets the shell decide from the current user.
 */
export function destinationAfterSignIn(user: SignedInUser | null, next: string | null = null): string {
  if (!user || user.requiresPasswordChange) return '/';
  return destinationFor(user, next);
}
