import type {
  ClientBulkInput,
  ClientBulkResult,
  ClientListItem,
  ClientPage,
  ClientPageRequest,
  ClientPerson,
  ClientPersonUpdated,
  CreatedClient,
  CreatedClientPerson,
  EditClientInput,
  EditClientPersonInput,
  NewClientInput,
  NewClientPersonInput,
  OkMessage,
  PreviewNavigation,
  SavedClientFilter,
  SavedClientFilterInput,
} from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

export const CLIENT_LIST_TAG = { type: 'Client' as const, id: LIST_TAG_ID };

/** Archiving or restoring a client archives or restores their projects: every list and figure of them goes stale. */
const DERIVED_FROM_CLIENT_PROJECTS = [
  CLIENT_LIST_TAG,
  'Project' as const,
  'Metrics' as const,
  'Team' as const,
  // Archiving a client archives their projects, whose documents and requests leave those lists.
  { type: 'Document' as const, id: LIST_TAG_ID },
  { type: 'DocumentRequest' as const, id: LIST_TAG_ID },
];

/** The firm's saved filters of the Clients screen. */
const SAVED_FILTERS_TAG = { type: 'Client' as const, id: 'SAVED_FILTERS' };

/** The query string of a page: only what is set (an empty search is no search). */
function pageParams(request: ClientPageRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
    if (text) params[name] = text;
  }
  return params;
}

/** The people of one client account. */
const peopleTag = (clientId: string) => ({ type: 'Client' as const, id: `people:${clientId}` });

/** PATCH /api/clients/{id}: the message says whether a new invitation was mailed, or the email change waits for the client. */
export type ClientUpdated = OkMessage & { client: ClientListItem };

/** The firm's clients (docs/api.md, Clients). */
export const clientsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** By name, each with the status derived from their projects; the archived ones only with `archived`, one tag's with `tag`. */
    getClients: build.query<ClientListItem[], { archived?: boolean; tag?: string } | void>({
      query: (request) => {
        const search = new URLSearchParams({ ...(request?.archived && { archived: 'true' }), ...(request?.tag && { tag: request.tag }) }).toString();
        return search ? `api/clients?${search}` : 'api/clients';
      },
      providesTags: [CLIENT_LIST_TAG],
    }),

    /** One page of the Clients screen, with its search and filters (docs/api.md, GET /api/clients/page). */
    getClientPage: build.query<ClientPage, ClientPageRequest>({
      query: (request) => ({ url: 'api/clients/page', params: pageParams(request) }),
      providesTags: [CLIENT_LIST_TAG],
    }),

    /** Every tag of the firm's clients, for the tag filter. */
    getClientTags: build.query<string[], void>({
      query: () => 'api/clients/tags',
      providesTags: [CLIENT_LIST_TAG],
    }),

    /**
     * Invite, tag, untag or archive the chosen clients; the answer's message says what was done. Archiving
     * archives their projects too; an invitation changes what their people's rows say.
     */
    actOnClients: build.mutation<ClientBulkResult, ClientBulkInput>({
      query: (body) => ({ url: 'api/clients/bulk', method: 'POST', body }),
      invalidatesTags: (_result, _error, { action }) => (action === 'archive' ? DERIVED_FROM_CLIENT_PROJECTS : ['Client']),
    }),

    getSavedClientFilters: build.query<SavedClientFilter[], void>({
      query: () => 'api/client-filters',
      providesTags: [SAVED_FILTERS_TAG],
    }),

    /** Names the current search and filters for the whole firm. */
    saveClientFilter: build.mutation<SavedClientFilter, SavedClientFilterInput>({
      query: (body) => ({ url: 'api/client-filters', method: 'POST', body }),
      invalidatesTags: [SAVED_FILTERS_TAG],
    }),

    deleteSavedClientFilter: build.mutation<OkMessage, string>({
      query: (filterId) => ({ url: `api/client-filters/${encodeURIComponent(filterId)}`, method: 'DELETE' }),
      invalidatesTags: [SAVED_FILTERS_TAG],
    }),

    /** The client's whole set of tags. */
    setClientTags: build.mutation<ClientListItem, { clientId: string; tags: string[] }>({
      query: ({ clientId, tags }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/tags`, method: 'PUT', body: { tags } }),
      invalidatesTags: [CLIENT_LIST_TAG],
    }),

    /** The answer holds the temporary password and first-access link, shown once. */
    createClient: build.mutation<CreatedClient, NewClientInput>({
      query: (body) => ({ url: 'api/clients', method: 'POST', body }),
      invalidatesTags: [CLIENT_LIST_TAG, 'Metrics'],
    }),

    /** New name and email; the client's name shows on their projects too. */
    updateClient: build.mutation<ClientUpdated, { clientId: string } & EditClientInput>({
      query: ({ clientId, ...body }) => ({ url: `api/clients/${encodeURIComponent(clientId)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG, 'Project'],
    }),

    /** Withdraws a client's email change that waits for their confirmation; the email stays. */
    cancelClientEmailChange: build.mutation<ClientUpdated, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/pending-email`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, clientId) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    /** They can no longer sign in; their projects are archived with them. */
    archiveClient: build.mutation<ClientListItem, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/archive`, method: 'POST', body: {} }),
      invalidatesTags: DERIVED_FROM_CLIENT_PROJECTS,
    }),

    restoreClient: build.mutation<ClientListItem, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/restore`, method: 'POST', body: {} }),
      invalidatesTags: DERIVED_FROM_CLIENT_PROJECTS,
    }),

    /** Only a client with no projects. */
    deleteClient: build.mutation<OkMessage, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}`, method: 'DELETE' }),
      invalidatesTags: [CLIENT_LIST_TAG, 'Metrics'],
    }),

    /** A new temporary password and first-access link for a client who lost theirs; the old ones stop working. */
    renewClientAccess: build.mutation<Omit<CreatedClient, 'status'>, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/access-link`, method: 'POST', body: {} }),
      // The primary person's invitation state shows on the list, the client's page and its people.
      invalidatesTags: (_result, _error, clientId) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    /** The people who sign in for a client account, its primary person first. */
    getClientPeople: build.query<ClientPerson[], string>({
      query: (clientId) => `api/clients/${encodeURIComponent(clientId)}/people`,
      providesTags: (_result, _error, clientId) => [peopleTag(clientId)],
    }),

    /** A new person on the account, mailed an invitation at once. */
    addClientPerson: build.mutation<CreatedClientPerson, { clientId: string } & NewClientPersonInput>({
      query: ({ clientId, ...body }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    /**
     * Their name, email and the projects they see; renaming an individual's person renames the client. A new
     * email of someone who chose a password waits for them to confirm it.
     */
    editClientPerson: build.mutation<ClientPersonUpdated, { clientId: string; personId: string } & EditClientPersonInput>({
      query: ({ clientId, personId, ...body }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG, 'Project'],
    }),

    /** Withdraws a person's email change that waits for their confirmation; the email stays. */
    cancelClientPersonEmailChange: build.mutation<ClientPersonUpdated, { clientId: string; personId: string }>({
      query: ({ clientId, personId }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}/pending-email`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    removeClientPerson: build.mutation<OkMessage, { clientId: string; personId: string }>({
      query: ({ clientId, personId }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    /** Mails a person who has not chosen a password a new invitation; the old link stops working. */
    reinviteClientPerson: build.mutation<OkMessage, { clientId: string; personId: string }>({
      query: ({ clientId, personId }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}/access-link`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, { clientId }) => [peopleTag(clientId), CLIENT_LIST_TAG],
    }),

    /**
     * Starts a preview of the person's portal on this session: the api then answers it as that person,
     * read-only. The answer's `path` is opened with a full page load (fullPageLoad), so nothing cached stays.
     */
    previewClientPerson: build.mutation<PreviewNavigation, { clientId: string; personId: string }>({
      query: ({ clientId, personId }) => ({ url: `api/clients/${encodeURIComponent(clientId)}/people/${encodeURIComponent(personId)}/preview`, method: 'POST', body: {} }),
    }),

    /** Mails a client who set a password and lost it a link to choose a new one (the firm never sees it). */
    sendClientPasswordReset: build.mutation<OkMessage, string>({
      query: (clientId) => ({ url: `api/clients/${encodeURIComponent(clientId)}/password-reset`, method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetClientsQuery,
  useGetClientPageQuery,
  useGetClientTagsQuery,
  useActOnClientsMutation,
  useGetSavedClientFiltersQuery,
  useSaveClientFilterMutation,
  useDeleteSavedClientFilterMutation,
  useCreateClientMutation,
  useUpdateClientMutation,
  useCancelClientEmailChangeMutation,
  useArchiveClientMutation,
  useRestoreClientMutation,
  useDeleteClientMutation,
  useRenewClientAccessMutation,
  useSendClientPasswordResetMutation,
  useSetClientTagsMutation,
  useGetClientPeopleQuery,
  useAddClientPersonMutation,
  useEditClientPersonMutation,
  useCancelClientPersonEmailChangeMutation,
  useRemoveClientPersonMutation,
  useReinviteClientPersonMutation,
  usePreviewClientPersonMutation,
} = clientsApi;
