import type { Message } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/**
 * The spec sets no interval for chats: they arrive on the socket, and this slow poll is only the
 * fallback for a dropped connection.
 */
export const MESSAGES_FALLBACK_POLLING_INTERVAL_MS = 15_000;

export const projectMessagesTag = (projectId: string) => ({ type: 'Message' as const, id: projectId });

/** Adds `message` to a project's chat unless it is there already (the socket may have brought it first). */
export function withMessage(messages: Message[], message: Message): void {
  if (!messages.some((existing) => existing.id === message.id)) messages.push(message);
}

/** A project's chat (docs/api.md, Messages): the firm and the project's client. */
export const messagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Oldest first. New messages arrive on the socket (see `./realtime`); polling is only a fallback. */
    getProjectMessages: build.query<Message[], string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}/messages`,
      providesTags: (_messages, _error, projectId) => [projectMessagesTag(projectId)],
    }),

    /** The sender is the session's user; the answer is added to the chat at once. */
    sendMessage: build.mutation<Message, { projectId: string; content: string; senderName?: string }>({
      query: ({ projectId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/messages`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Metrics'],
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        try {
          const { data: message } = await queryFulfilled;
          dispatch(messagesApi.util.updateQueryData('getProjectMessages', projectId, (messages) => withMessage(messages, message)));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),
  }),
});

export const { useGetProjectMessagesQuery, useSendMessageMutation } = messagesApi;

/** A project's chat, polled slowly in case the socket is down (pushed messages arrive at once). */
export function usePolledProjectMessagesQuery(projectId: string, options: { skip?: boolean } = {}) {
  return useGetProjectMessagesQuery(projectId, { ...options, pollingInterval: MESSAGES_FALLBACK_POLLING_INTERVAL_MS });
}
