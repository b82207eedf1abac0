import type { WebhookConfig, WebhookHandledRequest, WebhookRequest } from '@clientline/contracts';
import { baseApi, onPushedEvents, writePushed, type AppDispatch } from '@clientline/shared-ui/store';

/** Webhook requests are polled every 30 s. */
export const WEBHOOK_REQUESTS_POLLING_INTERVAL_MS = 30_000;

/** The api lists the latest 100. */
const WEBHOOK_REQUEST_LIST_LIMIT = 100;

/** A pushed request goes first (newest first); a pushed status change replaces it in place. */
function withWebhookRequest(requests: WebhookRequest[], request: WebhookRequest): void {
  const index = requests.findIndex((existing) => existing.id === request.id);
  if (index >= 0) {
    requests[index] = request;
    return;
  }
  requests.unshift(request);
  requests.splice(WEBHOOK_REQUEST_LIST_LIMIT);
}

/** A request changed by a write (marked handled) replaces the one the list holds; one it no longer holds stays out. */
function withChangedWebhookRequest(requests: WebhookRequest[], request: WebhookRequest): void {
  const index = requests.findIndex((existing) => existing.id === request.id);
  if (index >= 0) requests[index] = request;
}

/** The organization's inbound webhook requests and its token (docs/api.md, Webhooks and Organizations). */
export const webhooksApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWebhookRequests: build.query<WebhookRequest[], void>({
      query: () => 'api/webhook-requests',
      transformResponse: (response: { requests: WebhookRequest[] }) => response.requests,
      providesTags: ['WebhookRequest'],
    }),

    getWebhookToken: build.query<string, void>({
      query: () => 'api/organizations/webhook-token',
      transformResponse: (response: { webhookConfig: WebhookConfig }) => response.webhookConfig.webhookToken,
      providesTags: ['WebhookToken'],
    }),

    /** The old token is refused from this moment. */
    regenerateWebhookToken: build.mutation<string, void>({
      query: () => ({ url: 'api/organizations/webhook-token', method: 'POST', body: {} }),
      transformResponse: (response: { webhookConfig: WebhookConfig }) => response.webhookConfig.webhookToken,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: token } = await queryFulfilled;
          await dispatch(webhooksApi.util.upsertQueryData('getWebhookToken', undefined, token));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),

    /**
     * Marks a request handled by the caller now, or not handled again (docs/api.md, PUT
     * /api/webhook-requests/{id}/handled). The answer is the request as it now is: it replaces the listed
     * one at once, so the list is not read again for it.
     */
    setWebhookRequestHandled: build.mutation<WebhookRequest, { id: string } & WebhookHandledRequest>({
      query: ({ id, handled }) => ({ url: `api/webhook-requests/${encodeURIComponent(id)}/handled`, method: 'PUT', body: { handled } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: request } = await queryFulfilled;
          dispatch(webhooksApi.util.updateQueryData('getWebhookRequests', undefined, (requests) => withChangedWebhookRequest(requests, request)));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),
  }),
});

/** A request pushed new or changed goes into the cached list of new requests. */
function writePushedWebhookRequest(request: WebhookRequest, dispatch: AppDispatch): void {
  writePushed(dispatch(webhooksApi.util.getRunningQueryThunk('getWebhookRequests', undefined)), () =>
    dispatch(webhooksApi.util.updateQueryData('getWebhookRequests', undefined, (requests) => withWebhookRequest(requests, request))),
  );
}

onPushedEvents({
  new_webhook_request: writePushedWebhookRequest,
  webhook_request_processed: writePushedWebhookRequest,
  webhook_request_failed: writePushedWebhookRequest,
});

export const {
  useGetWebhookRequestsQuery,
  useGetWebhookTokenQuery,
  useRegenerateWebhookTokenMutation,
  useSetWebhookRequestHandledMutation,
} = webhooksApi;

/** The New Requests list, polled every WEBHOOK_REQUESTS_POLLING_INTERVAL_MS. */
export function usePolledWebhookRequestsQuery(options: { skip?: boolean } = {}) {
  return useGetWebhookRequestsQuery(undefined, { ...options, pollingInterval: WEBHOOK_REQUESTS_POLLING_INTERVAL_MS });
}
