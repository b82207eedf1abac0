import mongoose from 'mongoose';
import type { ClientAccess } from '@clientline/contracts';
import type { UserRecord } from '../users/model';

/** Active once they chose a password; until then invited while their first-access link works, or not invited yet (no link). */
export function clientAccess(user: Pick<UserRecord, 'requiresPasswordChange' | 'accessTokenExpiresAt'>, now: Date): ClientAccess {
  if (!user.requiresPasswordChange) return 'active';
  if (!user.accessTokenExpiresAt) return 'not_invited';
  return user.accessTokenExpiresAt.getTime() > now.getTime() ? 'invited' : 'invitation_expired';
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
