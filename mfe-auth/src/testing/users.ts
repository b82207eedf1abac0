import type { CurrentUser } from '@clientline/contracts';
import { aUser as aSharedUser } from '@clientline/shared-ui/testing';

/**
 * The shared builder's user with the cast these tests type into the forms: Jane Smith of Smith & Partners,
 * signing in for the first time. Override what a test cares about (the role, requiresPasswordChange).
 */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aSharedUser({
    username: 'jane@smith-partners.com',
    displayName: 'Jane Smith',
    organizationName: 'Smith & Partners',
    organizationSlug: 'smith-partners',
    firstLogin: true,
    ...overrides,
  });
}

/** The api's answer to a login or a registration that signs `user` in. */
export function signedInAs(user: CurrentUser, message = 'Login successful') {
  return { ok: true, message, user };
}
