import type { UserRecord } from './model';

/**
 * Whether the person proved they read mail at their sign-in address (a mailed link). Optional mail
 * (sign-in alerts, activity mail) goes only to a proven address.
 */
export function hasProvenAddress(user: Pick<UserRecord, 'emailVerifiedAt'>): boolean {
  return Boolean(user.emailVerifiedAt);
}

/**
 * The account a firm's new client, changed client email or team invitation may claim: a registration
 * that never proved its address and has no firm of its own (pending, maybe asking to join one). An
 * unproven account with a firm (an owner who registered, an approved member) keeps its address.
 */
export function unprovenRegistrationFilter(username: string) {
  return { username, emailVerifiedAt: null, organizationId: null, status: 'pending' as const };
}

/** Whether a firm's invitation could claim this account's address until it is proven (see unprovenRegistrationFilter). */
export function isClaimableUntilProven(user: Pick<UserRecord, 'organizationId' | 'status'>): boolean {
  return !user.organizationId && user.status === 'pending';
}
