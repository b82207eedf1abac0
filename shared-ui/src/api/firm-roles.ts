// Types only: the contracts' values would bring every zod schema to pages that read roles.
import type { ClientRoleHolder, FirmRole, FirmRoleInput, OkMessage } from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

const FIRM_ROLE_LIST_TAG = { type: 'FirmRole' as const, id: LIST_TAG_ID };
/** Who fills each of the firm's roles for one client. */
const clientRolesTag = (clientId: string) => ({ type: 'FirmRole' as const, id: `client:${clientId}` });
/**
 * A holder who leaves the team is answered as nobody: whatever changes the team (`'Team'`, invalidated by
 * the team's calls) makes every client's holders stale too.
 */
const ROLE_HOLDERS_TEAM_TAG = { type: 'Team' as const, id: 'ROLE_HOLDERS' };

/**
 * A role made, renamed or deleted changes the list and what every client's page says of it (a deleted role
 * is forgotten by the clients): every `FirmRole` tag goes stale.
 */
const CHANGED_BY_A_ROLE = ['FirmRole' as const];

/** The firm's roles (preparer, reviewer) and who fills each for a client (docs/api.md, "Roles"). */
export const firmRolesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** By name; every member of the staff may read them. */
    getFirmRoles: build.query<FirmRole[], void>({
      query: () => 'api/firm-roles',
      providesTags: [FIRM_ROLE_LIST_TAG],
    }),

    /** The owner and admins; a name the firm uses already (without case) is refused on `name` (409). */
    createFirmRole: build.mutation<FirmRole, FirmRoleInput>({
      query: (body) => ({ url: 'api/firm-roles', method: 'POST', body }),
      invalidatesTags: CHANGED_BY_A_ROLE,
    }),

    /** Clients and templates follow the new name. */
    renameFirmRole: build.mutation<FirmRole, { roleId: string } & FirmRoleInput>({
      query: ({ roleId, ...body }) => ({ url: `api/firm-roles/${encodeURIComponent(roleId)}`, method: 'PATCH', body }),
      invalidatesTags: CHANGED_BY_A_ROLE,
    }),

    /** Clients forget who filled it; templates stop assigning by it. */
    deleteFirmRole: build.mutation<OkMessage, string>({
      query: (roleId) => ({ url: `api/firm-roles/${encodeURIComponent(roleId)}`, method: 'DELETE' }),
      invalidatesTags: CHANGED_BY_A_ROLE,
    }),

    /** Each of the firm's roles, by name, and who of the active staff fills it for the client (null: nobody). */
    getClientRoles: build.query<ClientRoleHolder[], string>({
      query: (clientId) => `api/clients/${encodeURIComponent(clientId)}/roles`,
      providesTags: (_result, _error, clientId) => [clientRolesTag(clientId), ROLE_HOLDERS_TEAM_TAG],
    }),

    /** Who fills the role for the client (`userId` null: nobody); the answer, the client's roles, is cached at once. */
    setClientRoleHolder: build.mutation<ClientRoleHolder[], { clientId: string; roleId: string; userId: string | null }>({
      query: ({ clientId, roleId, userId }) => ({
        url: `api/clients/${encodeURIComponent(clientId)}/roles/${encodeURIComponent(roleId)}`,
        method: 'PUT',
        body: { userId },
      }),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(firmRolesApi.util.upsertQueryData('getClientRoles', clientId, data));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),
  }),
});

export const {
  useGetFirmRolesQuery,
  useCreateFirmRoleMutation,
  useRenameFirmRoleMutation,
  useDeleteFirmRoleMutation,
  useGetClientRolesQuery,
  useSetClientRoleHolderMutation,
} = firmRolesApi;
