import type { AuthResponse, DisableTwoFactorRequest, OkMessage, TwoFactorCodeRequest, TwoFactorRecoveryCodes, TwoFactorSetup } from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

/**
 * Two-factor sign-in (docs/api.md, "Two-factor sign-in"): the person's own enrolment on Sign-in and
 * security, and the firm's resets on the Team screen and a client's page. Turning it on or off changes the
 * current user (`twoFactorEnabled`, `twoFactorEnrollmentRequired`), so it is asked again.
 */
export const twoFactorApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A new key (pending until confirmed): the QR code as the server's SVG and the key for typing in. */
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'api/user/two-factor/setup', method: 'POST', body: {} }),
    }),

    /** Confirms the pending key with a code of the app; answers the recovery codes, shown once. */
    enableTwoFactor: build.mutation<TwoFactorRecoveryCodes, TwoFactorCodeRequest>({
      query: (body) => ({ url: 'api/user/two-factor/enable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),

    /** New recovery codes for a code of the app; the old ones stop working. */
    regenerateRecoveryCodes: build.mutation<TwoFactorRecoveryCodes, TwoFactorCodeRequest>({
      query: (body) => ({ url: 'api/user/two-factor/recovery-codes', method: 'POST', body }),
    }),

    /** Turns it off with the account's password. */
    disableTwoFactor: build.mutation<AuthResponse, DisableTwoFactorRequest>({
      query: (body) => ({ url: 'api/user/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),

    /** The owner or an admin turns a colleague's off (they are signed out and mailed). */
    resetMemberTwoFactor: build.mutation<OkMessage, string>({
      query: (memberId) => ({ url: `api/team/members/${encodeURIComponent(memberId)}/two-factor/reset`, method: 'POST', body: {} }),
      invalidatesTags: ['Team'],
    }),

    /** The same for a client of the firm. */
    resetClientTwoFactor: build.mutation<OkMessage, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/two-factor/reset`, method: 'POST', body: {} }),
      invalidatesTags: [{ type: 'Client', id: LIST_TAG_ID }],
    }),

    /** The same for one person of a client's account (the spouse, the bookkeeper). */
    resetClientPersonTwoFactor: build.mutation<OkMessage, { clientId: string; personId: string }>({
      query: ({ clientId, personId }) => ({
        url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}/two-factor/reset`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { clientId }) => [
        { type: 'Client', id: LIST_TAG_ID },
        { type: 'Client', id: `people:${clientId}` },
      ],
    }),
  }),
});

export const {
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableTwoFactorMutation,
  useResetMemberTwoFactorMutation,
  useResetClientTwoFactorMutation,
  useResetClientPersonTwoFactorMutation,
} = twoFactorApi;
