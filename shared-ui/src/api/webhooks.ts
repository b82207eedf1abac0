import type { WebhookConfig, WebhookRequest } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** Webhook requests are polled every 30 s. */
export const WEBHOOK_REQUESTS_POLLING_INTERVAL_MS = 30_000;

/** The api lists the latest 100. */
const WEBHOOK_REQUEST_LIST_LIMIT = 100;

/** A pushed request goes first (newest first); a pushed status change replaces it in place. */
export function withWebhookRequest(requests: WebhookRequest[], request: WebhookRequest): void {
  const index = requests.findIndex((existing) => existing.id === request.id);
  if (index >= 0) {
    requests[index] = request;
    return;
  }
  requests.unshift(request);
  requests.splice(WEBHOOK_REQUEST_LIST_LIMIT);
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
  }),
});

export const { useGetWebhookRequestsQuery, useGetWebhookTokenQuery, useRegenerateWebhookTokenMutation } = webhooksApi;

/** The New Requests list, polled every WEBHOOK_REQUESTS_POLLING_INTERVAL_MS. */
export function usePolledWebhookRequestsQuery(options: { skip?: boolean } = {}) {
  return useGetWebhookRequestsQuery(undefined, { ...options, pollingInterval: WEBHOOK_REQUESTS_POLLING_INTERVAL_MS });
}
