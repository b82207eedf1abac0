import type { CurrentUser } from '@clientline/shared-ui/store';
import { homePathOf } from '@clientline/contracts/routes';

type SignedInUser = Pick<CurrentUser, 'role' | 'requiresPasswordChange'>;

/**
 * Where a user goes after logging in, registering or setting their password: the one rule of the
 * product (see README.md). A user who must change their password goes to /, where the shell shows only
 * its password dialog; a client goes to the portal; an organization or team member to the dashboard.
 * Without a user in the response, / lets the shell decide from the current user.
 */
export function destinationAfterSignIn(user: SignedInUser | null): string {
  if (!user || user.requiresPasswordChange) return '/';
  return homePathOf(user);
}
