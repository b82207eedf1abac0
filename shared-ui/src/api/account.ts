import type {
  AcceptTeamInvitationRequest,
  AuthResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  CurrentUser,
  EmailConfirmationCheck,
  EmailConfirmed,
  ForgotPasswordRequest,
  OkMessage,
  PasswordResetDone,
  PreviewNavigation,
  ReauthenticateRequest,
  ResetLinkCheck,
  ResetPasswordRequest,
  TeamInvitationCheck,
  TwoFactorSignInRequest,
} from '@clientline/contracts';
import { authCall, sessionApi, storeReturnedUser, type Fetch, type Lifecycle } from '@clientline/shared-ui/api/session';
import {
  baseApi,
  LIST_TAG_ID,
  reconnectSocket,
  signedIn,
  type ApiError,
  type AuthResult,
  type BaseQuery,
  type LoginRequest,
  type RegisterRequest,
} from '@clientline/shared-ui/store';

/** What POST /api/auth/validate-access-token answers for a valid link. */
export interface AccessLinkCheck {
  ok: boolean;
  message: string;
  /** `organizationName`: the firm that sent the link. */
  user: Pick<CurrentUser, 'username' | 'displayName' | 'role' | 'organizationName'>;
}

export interface SetPasswordRequest {
  accessToken: string;
  newPassword: string;
}

/**
 * Accounts: signing in and registering, passwords, invitations, onboarding,
 * and ending a preview of a client person's portal (the chrome's banner; starting one is the clients').
 */
export const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginRequest>({
      queryFn: (body, _api, _extraOptions, fetch) => authCall(fetch, 'api/login', body),
      onQueryStarted: afterSignIn,
    }),

    /** The second step of a sign-in that answered `twoFactorRequired`: a code of the app, or a recovery code. */
    loginWithSecondFactor: build.mutation<AuthResult, TwoFactorSignInRequest>({
      queryFn: (body, _api, _extraOptions, fetch) => authCall(fetch, 'api/login/two-factor', body),
      onQueryStarted: afterSignIn,
    }),

    register: build.mutation<AuthResult, RegisterRequest>({
      queryFn: (body, _api, _extraOptions, fetch) => authCall(fetch, 'api/register', body),
      onQueryStarted: afterSignIn,
    }),

    /** The Change Password dialog. The api keeps this session and ends the user's others (the sessions list changes). */
    changePassword: build.mutation<AuthResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'api/change-password', method: 'POST', body }),
      onQueryStarted: storeReturnedUser,
      invalidatesTags: [{ type: 'UserSession', id: LIST_TAG_ID }],
    }),

    /** "Confirm it's you": the password again (and a code with two-factor on) before a sensitive call is made again. */
    reauthenticate: build.mutation<OkMessage, ReauthenticateRequest>({
      query: (body) => ({ url: 'api/user/reauthenticate', method: 'POST', body }),
    }),

    /**
     * Whether sensitive calls would go through now, asked before a sensitive download the browser makes itself
     * (a link): a mutation, so the base query asks "Confirm it's you" when needed, as for any sensitive call.
     */
    checkRecentAuthentication: build.mutation<OkMessage, void>({
      query: () => ({ url: 'api/user/recent-authentication' }),
    }),

    /** The first-access link: checked on every visit, since it is single use. */
    validateAccessToken: build.query<AccessLinkCheck, string>({
      query: (token) => ({ url: 'api/auth/validate-access-token', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),

    /**
     * The set-password screen: the access token stands in for the current password. The api signs the
     * user in, so the current user is stored before this resolves and the shell sees who is signed in.
     */
    setPasswordWithAccessToken: build.mutation<CurrentUser, SetPasswordRequest>({
      queryFn: ({ accessToken, newPassword }, { dispatch }, _extraOptions, fetch) =>
        signInCall(fetch, dispatch, { url: 'api/change-password', method: 'POST', body: { currentPassword: accessToken, newPassword } }),
    }),

    /** "Forgot password?": the answer is the same whether or not an account uses the address. */
    forgotPassword: build.mutation<OkMessage, ForgotPasswordRequest>({
      query: (body) => ({ url: 'api/auth/forgot-password', method: 'POST', body }),
    }),

    /** A mailed reset link, checked on every visit (single use, 30 minutes). */
    checkResetLink: build.query<ResetLinkCheck, string>({
      query: (token) => ({ url: 'api/auth/reset-password/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),

    /** Sets the new password; the api ends every session of the user, this one's too if it was theirs. */
    resetPassword: build.mutation<PasswordResetDone, ResetPasswordRequest>({
      query: (body) => ({ url: 'api/auth/reset-password', method: 'POST', body }),
    }),

    /** A mailed confirmation link (registration's, or a client's new email), checked on every visit (single use, 7 days). */
    checkEmailConfirmation: build.query<EmailConfirmationCheck, string>({
      query: (token) => ({ url: 'api/auth/confirm-email/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),

    /** Proves the address with the account's password; a signed-in user is read again (emailConfirmed, username). */
    confirmEmail: build.mutation<EmailConfirmed, ConfirmEmailRequest>({
      query: (body) => ({ url: 'api/auth/confirm-email', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })),
          () => undefined,
        );
      },
    }),

    /** "Send it again": a new confirmation link for the signed-in person's address. */
    resendEmailConfirmation: build.mutation<OkMessage, void>({
      query: () => ({ url: 'api/user/email-confirmation', method: 'POST', body: {} }),
    }),

    /** A colleague's mailed invitation to join a firm, checked on every visit (single use, 7 days). */
    checkTeamInvitation: build.query<TeamInvitationCheck, string>({
      query: (token) => ({ url: 'api/team/invitations/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),

    /** Joins the firm from the invitation: the api creates the account and signs it in, stored before this resolves. */
    acceptTeamInvitation: build.mutation<CurrentUser, AcceptTeamInvitationRequest>({
      queryFn: (body, { dispatch }, _extraOptions, fetch) => signInCall(fetch, dispatch, { url: 'api/team/invitations/accept', method: 'POST', body }),
    }),

    /** A pending member takes back their request to join; the answer's user asks no firm any more. */
    withdrawJoinRequest: build.mutation<AuthResponse, void>({
      query: () => ({ url: 'api/user/withdraw-join-request', method: 'POST', body: {} }),
      onQueryStarted: storeReturnedUser,
    }),

    /** Ends this session's preview; the answer's `path` (the client's page) is opened with a full page load. */
    endPreview: build.mutation<PreviewNavigation, void>({
      query: () => ({ url: 'api/preview', method: 'DELETE' }),
    }),

    /** The client portal's onboarding tour is done: `firstLogin` becomes false. */
    completeOnboarding: build.mutation<AuthResponse, void>({
      query: () => ({ url: 'api/user/complete-onboarding', method: 'POST', body: {} }),
      onQueryStarted: storeReturnedUser,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithSecondFactorMutation,
  useRegisterMutation,
  useChangePasswordMutation,
  useReauthenticateMutation,
  useCheckRecentAuthenticationMutation,
  useValidateAccessTokenQuery,
  useSetPasswordWithAccessTokenMutation,
  useForgotPasswordMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
  useCheckEmailConfirmationQuery,
  useConfirmEmailMutation,
  useResendEmailConfirmationMutation,
  useCheckTeamInvitationQuery,
  useAcceptTeamInvitationMutation,
  useCompleteOnboardingMutation,
  useEndPreviewMutation,
  useWithdrawJoinRequestMutation,
} = accountApi;

type Dispatch = Parameters<BaseQuery>[1]['dispatch'];

/**
 * A call whose answer signs the user in (`{ user }`): the user is stored, and the current-user query
 * filled, before it resolves, so the shell sees who is signed in when the screen moves on.
 */
async function signInCall(fetch: Fetch, dispatch: Dispatch, args: Parameters<Fetch>[0]): Promise<{ data: CurrentUser } | { error: ApiError }> {
  const result = await fetch(args);
  if (result.error) return { error: result.error as ApiError };
  const { user } = result.data as AuthResponse;
  if (!user) return { error: { status: 'CUSTOM_ERROR', message: 'The response named no user' } as ApiError };
  dispatch(signedIn(user));
  await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
  return { data: user };
}

/**
 * Store the user from the response and refresh the current-user query. The cache is
 * emptied first so nothing loaded before belongs to someone else, and the socket handshakes again.
 */
async function afterSignIn(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<AuthResult>): Promise<void> {
  const { data } = await queryFulfilled;
  // A password that asks for a code next signs nobody in yet: nothing to store.
  if (!data.ok || data.twoFactorRequired) return;
  if (data.user) dispatch(signedIn(data.user));
  dispatch(baseApi.util.resetApiState());
  if (data.user) await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
  dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  reconnectSocket();
}
