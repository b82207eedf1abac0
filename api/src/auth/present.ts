import type { CurrentUser } from '@clientline/contracts';
import { ClientAccount, type ClientAccountRecord } from '../client-accounts/model';
import { Organization, practiceOf, type OrganizationRecord } from '../organizations/model';
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
    organizationPractice: organization ? practiceOf(organization) : null,
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

/**
 * The client person a firm manager previews (session/preview.ts), as GET /api/user answers the preview: their
 * account as they see it once signed in, marked `preview`. What belongs to their own sign-in is left out (a
 * password to change, two-factor sign-in to set up): a preview could not get past it. `firstLogin` stays
 * theirs, so a person who never came is greeted 'Welcome' as they will be; the portal opens no tour in a preview.
 */
export async function presentPreviewedPerson(person: UserRecord): Promise<CurrentUser> {
  const [organization, account] = await Promise.all([
    organizationOf(person.organizationId),
    ClientAccount.findOne({ _id: person.clientAccountId, organizationId: person.organizationId }, { name: 1 }).lean<Pick<ClientAccountRecord, '_id' | 'name'>>(),
  ]);
  return {
    ...toCurrentUser(person, organization),
    requiresPasswordChange: false,
    preview: { personName: person.displayName, clientId: person.clientAccountId!.toString(), clientName: account?.name ?? person.displayName },
  };
}

/** The signed-in user as GET /api/user answers: the client person a preview shows, or the user themselves. */
export function presentSignedIn(user: UserRecord, previewing: boolean): Promise<CurrentUser> {
  return previewing ? presentPreviewedPerson(user) : presentCurrentUser(user);
}
