import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { setPasswordSchema } from './auth';

/** The Team screen's "Invite by email" (organization). */
export const teamInvitationSchema = z.object({
  email: emailField,
});

/** POST /api/team/invitations/check: is the mailed invitation still good? */
export const teamInvitationTokenSchema = z.object({
  token: requiredText('This invitation link is invalid', 200),
});

/** The invitation page's form: the colleague's name and password (set-password rules), confirmed. */
export const acceptTeamInvitationFormSchema = setPasswordSchema.safeExtend({
  displayName: requiredText('Full name is required'),
});

/** POST /api/team/invitations/accept (the confirmation is never sent). */
export const acceptTeamInvitationSchema = teamInvitationTokenSchema.extend({
  displayName: requiredText('Full name is required'),
  password: setPasswordSchema.shape.password,
});

export const INVALID_TEAM_INVITATION = 'This invitation was already used or has expired. Ask the firm to invite you again.';

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

/** POST /api/login (403) for a removed member who gave the right password. */
export function accessRemovedMessage(organizationName: string): string {
  return `Your access to ${organizationName} was removed. Ask the firm if you need it again.`;
}
