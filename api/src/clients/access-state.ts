import mongoose from 'mongoose';
import type { ClientAccess } from '@clientline/contracts';
import type { UserRecord } from '../users/model';

/** Active once they chose a password; until then invited while their first-access link works, or not invited yet (no link). */
export function clientAccess(user: Pick<UserRecord, 'requiresPasswordChange' | 'accessTokenExpiresAt'>, now: Date): ClientAccess {
  if (!user.requiresPasswordChange) return 'active';
  if (!user.accessTokenExpiresAt) return 'not_invited';
  return user.accessTokenExpiresAt.getTime() > now.getTime() ? 'invited' : 'invitation_expired';
}

/** The states from the least far along to the furthest: an account stands where its person least far along does. */
const ACCESS_ORDER: readonly ClientAccess[] = ['not_invited', 'invitation_expired', 'invited', 'active'];

/**
 * Where a client account's people stand, as the Clients screen's invitation filter reads it: the state of its
 * person least far along. So each account is in one state; "not invited yet" and "invitation expired" are
 * the accounts where someone has no working invitation (a bulk Invite mails them), "invited" those where
 * everyone else chose a password or holds a working link, "active" those whose every person chose a password.
 */
export function accountAccess(people: Array<Pick<UserRecord, 'requiresPasswordChange' | 'accessTokenExpiresAt'>>, now: Date): ClientAccess {
  return ACCESS_ORDER[Math.min(...people.map((person) => ACCESS_ORDER.indexOf(clientAccess(person, now))))] ?? 'active';
}

/** The states an account in `access` has nobody in (accountAccess): those less far along. */
export function statesBefore(access: ClientAccess): Array<Exclude<ClientAccess, 'active'>> {
  return ACCESS_ORDER.slice(0, ACCESS_ORDER.indexOf(access)) as Array<Exclude<ClientAccess, 'active'>>;
}

/** The people clientAccess does not call active, as a filter on the users collection (access-state.test.ts holds it to the rule). */
export const NO_PASSWORD_CHOSEN = { requiresPasswordChange: true } as const;

/** The people clientAccess puts in `access` (one of the states before a password), as a filter on the users collection. */
export function accessStateFilter(access: Exclude<ClientAccess, 'active'>, now: Date) {
  switch (access) {
    case 'not_invited':
      return { requiresPasswordChange: true, accessTokenExpiresAt: null };
    case 'invited':
      return { requiresPasswordChange: true, accessTokenExpiresAt: mongoose.trusted({ $gt: now }) };
    case 'invitation_expired':
      return { requiresPasswordChange: true, accessTokenExpiresAt: mongoose.trusted({ $lte: now }) };
  }
}
