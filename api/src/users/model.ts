import mongoose, { Schema, type Types } from 'mongoose';
import {
  ACTIVITY_MAIL_MODES,
  PASSWORD_SET_WITH,
  ROLES,
  USER_STATUSES,
  type ActivityMailSettings,
  type PasswordSetWith,
  type Role,
  type UserStatus,
} from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/**
 * What the person chose (auth/notification-settings.ts presents it with the role's defaults): an activity
 * category they never chose is absent, so a change of the defaults reaches them; accounts stored before
 * activity mail have neither field.
 */
export interface StoredNotificationSettings {
  signInAlerts: boolean;
  activityMail?: Partial<ActivityMailSettings>;
  /** IANA name of the person's time zone (the daily digest goes at 08:00 there); null or absent: UTC. */
  timeZone?: string | null;
  /** Absent until chosen: the role's default (defaultEveryProjectNews). */
  everyProjectNews?: boolean | null;
}

/**
 * Two-factor sign-in with an authenticator app. The key is a shared secret the server must read back
 * (TOTP), so it is stored as given; a pending key (set up, not yet confirmed with a code) signs nobody in.
 */
export interface StoredTwoFactor {
  /** When it was turned on; null while off. */
  enabledAt: Date | null;
  /** The confirmed key (base32); null while off. */
  secret: string | null;
  /** A key set up and not yet confirmed (base32), and when: it expires after an hour. */
  pendingSecret: string | null;
  pendingSince: Date | null;
  /** The last 30-second time step a code was accepted for: a code is accepted only for a later step (no replay). */
  lastUsedStep: number | null;
  /** sha256 of each unused recovery code. */
  recoveryCodeHashes: string[];
}

/**
 * A confirmation link mailed to `address`: the account's own address after registering, or the new one
 * of a client whose firm changed their email (it becomes `username` only once confirmed).
 */
export interface StoredEmailConfirmation {
  address: string;
  /** sha256 of the token; the token itself is only in the mail. */
  tokenHash: string;
  expiresAt: Date;
}

const activityMailMode = { type: String, enum: ACTIVITY_MAIL_MODES, default: undefined };

export interface UserRecord {
  _id: Types.ObjectId;
  /** The email address, lowercased. */
  username: string;
  passwordHash: string;
  role: Role;
  displayName: string;
  /** null until the user belongs to an organization (a pending team member or client). */
  organizationId: Types.ObjectId | null;
  /** The organization a self-registered team member or client asked to join. */
  requestedOrganizationId: Types.ObjectId | null;
  status: UserStatus;
  /**
   * An admin: an active team member the owner (role organization) made one; they run the firm with the
   * owner (actor/actor.ts runsTheFirm). Always false for the owner, clients and removed members. Accounts
   * stored before admins existed lack the field: read it as false.
   */
  isAdmin?: boolean;
  firstLogin: boolean;
  requiresPasswordChange: boolean;
  /** sha256 of the single-use first-access token (the token itself is only ever in the link). */
  accessTokenHash: string | null;
  accessTokenExpiresAt: Date | null;
  /** sha256 of the single-use password reset token mailed to the user (the token is only in the mail). */
  passwordResetTokenHash: string | null;
  passwordResetExpiresAt: Date | null;
  /** How a client the firm added first chose their password (the firm saw the temporary one). */
  passwordSetWith: PasswordSetWith | null;
  notificationSettings: StoredNotificationSettings;
  /** A client the firm archived: they cannot sign in until it restores them (accounts stored before lack it). */
  archivedAt?: Date | null;
  /**
   * A client's account (clients/account-model.ts): the client they sign in for. Set for every client of a
   * firm (by the start-up migration 'client-accounts' for those stored before accounts); null otherwise.
   */
  clientAccountId?: Types.ObjectId | null;
  /** The account's projects a client person is limited to; null or absent: all of them (and those made later). */
  limitedToProjectIds?: Types.ObjectId[] | null;
  /**
   * A client person the firm imported not to be invited ("never"): a bulk Invite passes them over; a link made
   * for them on their client's page clears it. Absent: false.
   */
  invitationsOff?: boolean;
  /** A client person's phone number as the firm gave it (a client list import); null or absent: none. */
  phone?: string | null;
  /** Two-factor sign-in (auth/two-factor.ts); accounts stored before it lack the field: off. */
  twoFactor?: StoredTwoFactor;
  /**
   * When the person proved they read mail at `username` (a mailed link: registration's confirmation,
   * a first-access link, a team invitation, a password reset); null while unproven (users/address-proof.ts).
   * Set on accounts stored before it by the start-up migration 'email-proof'.
   */
  emailVerifiedAt?: Date | null;
  /** A mailed confirmation of `address` waiting (auth/email-confirmation.ts); null when none. */
  emailConfirmation?: StoredEmailConfirmation | null;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserRecord>(
  {
    username: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true },
    displayName: { type: String, required: true, trim: true },
    requestedOrganizationId: { type: Schema.Types.ObjectId, ref: 'Organization', default: null },
    status: { type: String, enum: USER_STATUSES, required: true, default: 'active' },
    isAdmin: { type: Boolean, default: false },
    firstLogin: { type: Boolean, default: true },
    requiresPasswordChange: { type: Boolean, default: false },
    accessTokenHash: { type: String, default: null, index: true },
    accessTokenExpiresAt: { type: Date, default: null },
    passwordResetTokenHash: { type: String, default: null, index: true },
    passwordResetExpiresAt: { type: Date, default: null },
    passwordSetWith: { type: String, enum: PASSWORD_SET_WITH, default: null },
    notificationSettings: {
      signInAlerts: { type: Boolean, default: false },
      activityMail: { messages: activityMailMode, documents: activityMailMode, projects: activityMailMode, team: activityMailMode },
      timeZone: { type: String, default: null },
      everyProjectNews: { type: Boolean, default: undefined },
    },
    archivedAt: { type: Date, default: null },
    clientAccountId: { type: Schema.Types.ObjectId, ref: 'ClientAccount', default: null },
    invitationsOff: { type: Boolean },
    limitedToProjectIds: { type: [Schema.Types.ObjectId], default: undefined },
    phone: { type: String, default: null, trim: true },
    twoFactor: {
      enabledAt: { type: Date, default: null },
      secret: { type: String, default: null },
      pendingSecret: { type: String, default: null },
      pendingSince: { type: Date, default: null },
      lastUsedStep: { type: Number, default: null },
      recoveryCodeHashes: { type: [String], default: [] },
    },
    emailVerifiedAt: { type: Date, default: null },
    emailConfirmation: {
      type: new Schema<StoredEmailConfirmation>(
        { address: { type: String, required: true }, tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true },
);
// Users are firm data (a firm's clients and staff), but a pending member has no organization yet.
userSchema.plugin(tenancyPlugin, { required: false });
userSchema.index({ organizationId: 1, role: 1 });
userSchema.index({ organizationId: 1, clientAccountId: 1 });
// The Clients screen's filter by invitation state (clients/access-state.ts).
userSchema.index({ organizationId: 1, role: 1, requiresPasswordChange: 1, accessTokenExpiresAt: 1 });
userSchema.index({ requestedOrganizationId: 1, status: 1 });
userSchema.index({ 'emailConfirmation.tokenHash': 1 }, { sparse: true });

export const User = mongoose.model<UserRecord>('User', userSchema);

/**
 * Whether a session of this user still counts: a team member the firm removed and a client it archived are
 * signed out everywhere (their sessions are deleted then; one that slipped through, e.g. a sign-in racing
 * the change, is refused here).
 */
export function isSignedInUser(user: Pick<UserRecord, 'status' | 'archivedAt'>): boolean {
  return user.status !== 'removed' && !user.archivedAt;
}


/**
 * The firm's active users who run it: its owner (role organization) and its admins. The query for
 * "the owner and admins" (who hears of a join request, a webhook request, a project's news); the
 * rule itself, for one caller, is runsTheFirm in actor/actor.ts.
 */
export function firmManagersFilter(organizationId: Types.ObjectId) {
  return { organizationId, status: 'active' as const, $or: [{ role: 'organization' as const }, { role: 'team_member' as const, isAdmin: true }] };
}
