import type {
  AuthResponse,
  InvitationResent,
  OkMessage,
  PendingInvitation,
  PendingMember,
  TeamInvitationInput,
  TeamMember,
  TeamSettings,
  TeamSettingsSaved,
} from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

const PENDING_TAG = { type: 'Team' as const, id: 'PENDING' };
const INVITATIONS_TAG = { type: 'Team' as const, id: 'INVITATIONS' };

/**
 * Need-to-know access decides which projects a team member sees, and with them which clients: a change
 * makes the signed-in user's project and client lists stale too.
 */
const CHANGED_BY_TEAM_SETTINGS = [
  'TeamSettings' as const,
  { type: 'Project' as const, id: LIST_TAG_ID },
  { type: 'Client' as const, id: LIST_TAG_ID },
];

/** The firm's people (docs/api.md, Team members and Team: joining an organization by approval). */
export const teamApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => 'api/team/members',
      providesTags: ['Team'],
    }),

    getPendingMembers: build.query<PendingMember[], void>({
      query: () => 'api/team/pending',
      providesTags: [PENDING_TAG],
    }),

    approveMember: build.mutation<{ ok: boolean; message: string }, string>({
      query: (userId) => ({ url: `api/team/members/${encodeURIComponent(userId)}/approve`, method: 'POST', body: {} }),
      invalidatesTags: ['Team', PENDING_TAG],
    }),

    /** Mails a colleague a link to join the firm, approved from the start. */
    inviteTeamMember: build.mutation<OkMessage, TeamInvitationInput>({
      query: (body) => ({ url: 'api/team/invitations', method: 'POST', body }),
      invalidatesTags: [INVITATIONS_TAG],
    }),

    /** Invitations nobody accepted or withdrew yet (expired ones too), newest first. */
    getPendingInvitations: build.query<PendingInvitation[], void>({
      query: () => 'api/team/invitations',
      providesTags: [INVITATIONS_TAG],
    }),

    /** Mails an invitation again with a fresh link for 7 days; the old link stops working. */
    resendInvitation: build.mutation<InvitationResent, string>({
      query: (invitationId) => ({ url: `api/team/invitations/${encodeURIComponent(invitationId)}/resend`, method: 'POST', body: {} }),
      invalidatesTags: [INVITATIONS_TAG],
    }),

    /** Withdraws an invitation: its link says so and works no more. */
    withdrawInvitation: build.mutation<OkMessage, string>({
      query: (invitationId) => ({ url: `api/team/invitations/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      invalidatesTags: [INVITATIONS_TAG],
    }),

    /** Someone leaves the firm: signed out everywhere, off every project, unable to sign in; their work stays. */
    removeMember: build.mutation<OkMessage, string>({
      query: (userId) => ({ url: `api/team/members/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: ['Team', 'Project'],
    }),

    /** The owner makes a team member an admin (they run the firm with the owner), or not any more. */
    setMemberAdmin: build.mutation<OkMessage, { userId: string; isAdmin: boolean }>({
      query: ({ userId, isAdmin }) => ({ url: `api/team/members/${encodeURIComponent(userId)}/admin`, method: 'PUT', body: { isAdmin } }),
      invalidatesTags: ['Team'],
    }),

    /** The owner hands the firm to an admin and stays on as an admin: the answer's user is stored. */
    handOverOwnership: build.mutation<AuthResponse, string>({
      query: (userId) => ({ url: 'api/team/owner', method: 'POST', body: { userId } }),
      invalidatesTags: ['Team', 'User'],
    }),

    /** The firm's team settings (staff): whether need-to-know access is on. */
    getTeamSettings: build.query<TeamSettings, void>({
      query: () => 'api/team/settings',
      providesTags: ['TeamSettings'],
    }),

    /** The owner or an admin turns need-to-know access on or off; the answer's message says what it now means. */
    updateTeamSettings: build.mutation<TeamSettingsSaved, TeamSettings>({
      query: (body) => ({ url: 'api/team/settings', method: 'PUT', body }),
      invalidatesTags: CHANGED_BY_TEAM_SETTINGS,
    }),

    /** Turns a request to join down: the user leaves the pending list. */
    rejectMember: build.mutation<{ ok: boolean; message: string }, string>({
      query: (userId) => ({ url: `api/team/members/${encodeURIComponent(userId)}/reject`, method: 'POST', body: {} }),
      invalidatesTags: [PENDING_TAG],
    }),
  }),
});

export const {
  useInviteTeamMemberMutation,
  useGetPendingInvitationsQuery,
  useResendInvitationMutation,
  useWithdrawInvitationMutation,
  useGetTeamMembersQuery,
  useGetPendingMembersQuery,
  useApproveMemberMutation,
  useRejectMemberMutation,
  useRemoveMemberMutation,
  useSetMemberAdminMutation,
  useHandOverOwnershipMutation,
  useGetTeamSettingsQuery,
  useUpdateTeamSettingsMutation,
} = teamApi;
