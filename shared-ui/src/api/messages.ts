import type { Message } from '@clientline/contracts';
import { baseApi, onPushedEvents, writePushed, type AppDispatch } from '@clientline/shared-ui/store';

/**
 * The spec sets no interval for chats: they arrive on the socket, and this slow poll is only the
 * fallback for a dropped connection.
 */
export const MESSAGES_FALLBACK_POLLING_INTERVAL_MS = 15_000;

export const projectMessagesTag = (projectId: string) => ({ type: 'Message' as const, id: projectId });

/** Puts `message` in a project's chat: added, or replacing the one with its id (edited, deleted; the socket may have brought it first). */
function withMessage(messages: Message[], message: Message): void {
  const index = messages.findIndex((existing) => existing.id === message.id);
  if (index >= 0) messages[index] = message;
  else messages.push(message);
}

/** Writes the answer of a call that returns a message into the project's cached chat. */
async function writeAnsweredMessage(
  projectId: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Message }> },
): Promise<void> {
  try {
    const { data: message } = await queryFulfilled;
    dispatch(messagesApi.util.updateQueryData('getProjectMessages', projectId, (messages) => withMessage(messages, message)));
  } catch {
    // The mutation's own error reports the failure.
  }
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
      onQueryStarted: ({ projectId }, api) => writeAnsweredMessage(projectId, api),
    }),

    /** Its sender, within 15 minutes of sending it; the answer (marked edited) replaces it at once. */
    editMessage: build.mutation<Message, { projectId: string; messageId: string; content: string }>({
      query: ({ projectId, messageId, content }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/messages/${encodeURIComponent(messageId)}`,
        method: 'PATCH',
        body: { content },
      }),
      onQueryStarted: ({ projectId }, api) => writeAnsweredMessage(projectId, api),
    }),

    /** Its sender, within 15 minutes of sending it; it stays in the chat as deleted. */
    deleteMessage: build.mutation<Message, { projectId: string; messageId: string }>({
      query: ({ projectId, messageId }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/messages/${encodeURIComponent(messageId)}`,
        method: 'DELETE',
        body: {},
      }),
      onQueryStarted: ({ projectId }, api) => writeAnsweredMessage(projectId, api),
    }),
  }),
});

/** A message pushed new or changed goes into the project's cached chat. */
function writePushedMessage({ projectId, message }: { projectId: string; message: Message }, dispatch: AppDispatch): void {
  writePushed(dispatch(messagesApi.util.getRunningQueryThunk('getProjectMessages', projectId)), () =>
    dispatch(messagesApi.util.updateQueryData('getProjectMessages', projectId, (messages) => withMessage(messages, message))),
  );
}

onPushedEvents({ new_message: writePushedMessage, message_updated: writePushedMessage });

export const { useGetProjectMessagesQuery, useSendMessageMutation, useEditMessageMutation, useDeleteMessageMutation } = messagesApi;

/** A project's chat, polled slowly in case the socket is down (pushed messages arrive at once). */
export function usePolledProjectMessagesQuery(projectId: string, options: { skip?: boolean } = {}) {
  return useGetProjectMessagesQuery(projectId, { ...options, pollingInterval: MESSAGES_FALLBACK_POLLING_INTERVAL_MS });
}
