import type { CurrentUser } from '@clientline/contracts';
import { Organization, type OrganizationRecord } from '../organizations/model';
import { hasTwoFactor, mustEnrolInTwoFactor } from '../session/two-factor-enrolment';
import { hasProvenAddress } from '../users/address-proof';
import type { UserRecord } from '../users/model';
import { presentNotificationSettings } from './notification-settings';

/** The user as the api shows it to that same user (never the password hash or token fields). */
export function toCurrentUser(
  user: UserRecord,
  organization: OrganizationRecord | null,
  requested: OrganizationRecord | null = null,
  twoFactorEnrollmentRequired = false,
): CurrentUser {
  return {
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    status: user.status,
    isAdmin: user.role === 'team_member' && user.status === 'active' && user.isAdmin === true,
    organizationId: organization ? organization._id.toString() : null,
    organizationName: organization?.name ?? null,
    organizationSlug: organization?.slug ?? null,
    requestedOrganizationName: requested?.name ?? null,
    firstLogin: user.firstLogin,
    requiresPasswordChange: user.requiresPasswordChange,
    notificationSettings: presentNotificationSettings(user),
    twoFactorEnabled: hasTwoFactor(user),
    twoFactorEnrollmentRequired,
    emailConfirmed: hasProvenAddress(user),
    createdAt: user.createdAt.toISOString(),
  };
}

const organizationOf = (id: UserRecord['organizationId']) => (id ? Organization.findById(id).lean<OrganizationRecord>() : null);

export async function presentCurrentUser(user: UserRecord): Promise<CurrentUser> {
  const [organization, requested, mustEnrol] = await Promise.all([
    organizationOf(user.organizationId),
    organizationOf(user.requestedOrganizationId),
    mustEnrolInTwoFactor(user),
  ]);
  return toCurrentUser(user, organization, requested, mustEnrol);
}
