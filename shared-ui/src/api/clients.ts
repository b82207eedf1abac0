import type { ClientListItem, CreatedClient, NewClientInput, OkMessage } from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

export const CLIENT_LIST_TAG = { type: 'Client' as const, id: LIST_TAG_ID };

/** The firm's clients (docs/api.md, Clients). */
export const clientsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** By display name, each with the status derived from their projects. */
    getClients: build.query<ClientListItem[], void>({
      query: () => 'api/clients',
      providesTags: [CLIENT_LIST_TAG],
    }),

    /** The answer holds the temporary password and first-access link, shown once. */
    createClient: build.mutation<CreatedClient, NewClientInput>({
      query: (body) => ({ url: 'api/clients', method: 'POST', body }),
      invalidatesTags: [CLIENT_LIST_TAG, 'Metrics'],
    }),

    /** A new temporary password and first-access link for a client who lost theirs; the old ones stop working. */
    renewClientAccess: build.mutation<Omit<CreatedClient, 'status'>, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/access-link`, method: 'POST', body: {} }),
    }),

    /** Mails a client who set a password and lost it a link to choose a new one (the firm never sees it). */
    sendClientPasswordReset: build.mutation<OkMessage, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/password-reset`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetClientsQuery, useCreateClientMutation, useRenewClientAccessMutation, useSendClientPasswordResetMutation } = clientsApi;
