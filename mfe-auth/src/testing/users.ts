import type { CurrentUser } from '@clientline/contracts';

/** A user as the api returns it, with the fields a test cares about overridden. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '665f1c2ab7c9e4a1d2f3b4c5',
    username: 'jane@smith-partners.com',
    displayName: 'Jane Smith',
    role: 'organization',
    status: 'active',
    organizationId: '665f1c2ab7c9e4a1d2f3b4c0',
    organizationName: 'Smith & Partners',
    organizationSlug: 'smith-partners',
    firstLogin: true,
    requiresPasswordChange: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function signedInAs(user: CurrentUser, message = 'Login successful') {
  return { ok: true, message, user };
}
