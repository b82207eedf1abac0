import { z } from 'zod';
import { emailField, nameText, objectIdSchema, requiredText } from './fields';
import { setPasswordSchema } from './auth';

/** The Team screen's "Invite by email" (organization). */
export const teamInvitationSchema = z.object({
  email: emailField,
});

/** PUT /api/team/members/{id}/admin (the owner only): make a team member an admin, or not any more. */
export const setAdminSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});

/** POST /api/team/owner (the owner only): hand ownership of the firm to one of its admins. */
export const handOverOwnershipSchema = z.object({
  userId: objectIdSchema,
});

/** POST /api/team/invitations/check: is the mailed invitation still good? */
export const teamInvitationTokenSchema = z.object({
  token: requiredText('This invitation link is invalid', 200),
});

/** The invitation page's form: the colleague's name and password (set-password rules), confirmed. */
export const acceptTeamInvitationFormSchema = setPasswordSchema.safeExtend({
  displayName: nameText('Full name is required'),
});

/** POST /api/team/invitations/accept (the confirmation is never sent). */
export const acceptTeamInvitationSchema = teamInvitationTokenSchema.extend({
  displayName: nameText('Full name is required'),
  password: setPasswordSchema.shape.password,
});

export const INVALID_TEAM_INVITATION = 'This invitation was already used or has expired. Ask the firm to invite you again.';
/** 400 from the invitation link (check and accept) once the firm withdrew the invitation. */
export const TEAM_INVITATION_WITHDRAWN = 'This invitation was withdrawn by the firm. Ask them if you should still join.';
export const TEAM_INVITATION_NOT_FOUND = 'Invitation not found';

/**
 * GET /api/team/invitations: an invitation nobody accepted or withdrew yet, expired ones included (Resend
 * gives them a fresh link). `invitedBy` is whoever sent the current link; `sentAt` and `expiresAt` ISO times.
 */
export interface PendingInvitation {
  id: string;
  email: string;
  invitedBy: { id: string; displayName: string };
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

/** POST /api/team/invitations/{id}/resend: the answer, with the invitation as now listed. */
export interface InvitationResent {
  ok: true;
  message: string;
  invitation: PendingInvitation;
}

export type SetAdminRequest = z.input<typeof setAdminSchema>;
export type HandOverOwnershipRequest = z.input<typeof handOverOwnershipSchema>;
export type TeamInvitationInput = z.input<typeof teamInvitationSchema>;
export type AcceptTeamInvitationForm = z.input<typeof acceptTeamInvitationFormSchema>;
export type AcceptTeamInvitationRequest = z.input<typeof acceptTeamInvitationSchema>;

/** POST /api/team/invitations/check */
export interface TeamInvitationCheck {
  ok: true;
  message: string;
  invitation: { email: string; organizationName: string };
}

/** DELETE /api/team/members/{id} */
export const TEAM_MEMBER_REMOVED = 'Team member removed';

/** Added to a removed member's name wherever the api names them as an author (messages, uploads). */
export const FORMER_MEMBER_MARK = ' (former member)';

/**
 * POST /api/login (403) for a removed member who gave the right password, and every call of a session the
 * removal ended (401, with `code` ACCESS_ENDED, session-hint.ts): an open tab says why it is signed out.
 */
export function accessRemovedMessage(organizationName: string): string {
  return `Your access to ${organizationName} was removed. Ask the firm if you need it again.`;
}

/** PUT /api/team/members/{id}/admin: the answer's message. */
export function adminChangedMessage(name: string, isAdmin: boolean): string {
  return isAdmin ? `${name} is now an admin` : `${name} is no longer an admin`;
}

/** POST /api/team/owner: the answer's message. */
export function ownershipHandedOverMessage(name: string): string {
  return `${name} now owns the firm. You stay on as an admin.`;
}

/** 403 to anyone but the owner on the admin and ownership calls (admins included). */
export const OWNER_ONLY = "Only the firm's owner can change admins or hand over ownership";

/** 400 from POST /api/team/owner when the chosen colleague is a team member but no admin. */
export const MAKE_ADMIN_FIRST = 'Ownership can only go to an admin. Make them an admin first.';

/**
 * The firm's team settings (GET /api/team/settings for staff; PUT by the organization and admins).
 * `needToKnowAccess`: a team member who is not an admin sees only the projects assigned to them, and
 * only those projects' clients, documents, messages, timelines and notifications (an ethical wall).
 */
/** Idle timeout of staff sessions (firm setting `sessionIdleMinutes`): 12 hours unless the firm sets 15 minutes to 7 days. */
export const SESSION_IDLE_MINUTES_DEFAULT = 12 * 60;
export const SESSION_IDLE_MINUTES_MIN = 15;
export const SESSION_IDLE_MINUTES_MAX = 7 * 24 * 60;
/** Clients' sessions end after 12 hours unused, whatever the firm set for its staff. */
export const CLIENT_SESSION_IDLE_MINUTES = 12 * 60;

const twoFactorRequirementField = z.iso
  .date({ error: 'Choose the date from which two-factor sign-in is required (YYYY-MM-DD)' })
  .nullable()
  .optional();

export const teamSettingsSchema = z.object({
  needToKnowAccess: z.boolean({ error: 'needToKnowAccess must be true or false' }),
  /**
   * Staff sessions unused this many minutes end (sign in again); GET always answers it, a PUT without it
   * keeps it. Clients' sessions always end after CLIENT_SESSION_IDLE_MINUTES.
   */
  sessionIdleMinutes: z
    .number({ error: 'sessionIdleMinutes must be a number of minutes' })
    .int('sessionIdleMinutes must be a whole number of minutes')
    .min(SESSION_IDLE_MINUTES_MIN, `Sessions must last at least ${SESSION_IDLE_MINUTES_MIN} minutes of inactivity`)
    .max(SESSION_IDLE_MINUTES_MAX, 'Sessions end after 7 days at most: choose at most 10080 minutes of inactivity')
    .optional(),
  /**
   * From this day (YYYY-MM-DD, from 00:00 UTC) the firm's staff, and separately its clients, must sign in
   * with two-factor sign-in; null: not required. GET always answers both; a PUT without one keeps it.
   */
  twoFactorRequiredForStaffFrom: twoFactorRequirementField,
  twoFactorRequiredForClientsFrom: twoFactorRequirementField,
});

export type TeamSettings = z.output<typeof teamSettingsSchema>;

/** PUT /api/team/settings: the answer. */
export interface TeamSettingsSaved {
  ok: true;
  message: string;
  settings: TeamSettings;
}

export function teamSettingsSavedMessage(settings: TeamSettings): string {
  return settings.needToKnowAccess
    ? 'Need-to-know access is on: team members see only the projects assigned to them'
    : 'Need-to-know access is off: team members see every project of the firm';
}
