import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled, { css } from '@clientline/shared-ui/styled';
import { chatMessageSchema, type ChatMessageInput, type CurrentUser, type Message } from '@clientline/contracts';
import { Button, Card, Spinner, useMutationToast, useToast } from '@clientline/shared-ui';
import { EmptyState, Field, Textarea } from '@clientline/shared-ui/widgets';
import { usePolledProjectMessagesQuery, useSendMessageMutation } from '@clientline/shared-ui/api/messages';
import { useLocation } from '@clientline/shared-ui/router';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { isPreview } from '@clientline/shared-ui/permissions';
import { MessageList } from './message-list';
import { isStillEditable, OwnMessageActions, OwnMessageEditor } from './own-message';
import { useMarkMessagesSeen } from './use-mark-messages-seen';

/** How often the Edit and Delete of one's own messages are re-checked against their 15 minutes. */
const EDIT_WINDOW_CHECK_MS = 30_000;

/** 'flush': the list and the composer run edge to edge between dividers; 'card': both sit in the card's padding. */
export type ChatLayout = 'flush' | 'card';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Heading = styled.h2<{ $layout: ChatLayout }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${({ $layout, theme }) =>
    $layout === 'flush'
      ? css`
          padding: ${theme.space[4]};
          border-bottom: 1px solid ${theme.colors.border};
        `
      : css`
          padding: ${`${theme.space[5]} ${theme.space[6]} 0`};
          font-weight: ${theme.fontWeights.semibold};
        `}
`;

const Body = styled.div<{ $layout: ChatLayout }>`
  display: flex;
  flex-direction: column;
  ${({ $layout, theme }) => $layout === 'card' && `padding: ${theme.space[5]} ${theme.space[6]};`}
`;

/** Where the composer sits under the conversation, for each layout. */
const belowTheConversation = css<{ $layout: ChatLayout }>`
  ${({ $layout, theme }) =>
    $layout === 'flush'
      ? css`
          padding: ${theme.space[4]};
          border-top: 1px solid ${theme.colors.border};
        `
      : css`
          margin-top: ${theme.space[4]};
        `}
`;

const Composer = styled.form<{ $layout: ChatLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${belowTheConversation}
`;

/** In a preview, the composer's place says why there is none. */
const NoComposer = styled.p<{ $layout: ChatLayout }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${belowTheConversation}
`;

const ComposerActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Centered = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const NOT_SIGNED_IN = 'You must be logged in to send messages';

/** A send refused for want of a session says so; anything else is the server's text or 'Failed to send message'. */
function sendFailure(error: unknown): string {
  if (isApiError(error) && error.status === 401) return NOT_SIGNED_IN;
  return serverMessageOr(error, 'Failed to send message');
}

export interface ChatPanelProps {
  projectId: string;
  user: CurrentUser | null;
  /** The panel's heading, which also names its region. */
  heading: string;
  layout?: ChatLayout;
  /** The panel's id: it scrolls into view when the address ends in `#<anchor>`. */
  anchor?: string;
  /** What the conversation shows before its first message ('No messages yet.' in a preview, where nothing can be written). */
  empty: ReactNode;
  /** The description under 'Messages could not be loaded'. */
  loadFailure: string;
  /** The viewer's own messages are signed with this ('You'); with their own name when omitted. */
  ownLabel?: string;
  /** The message field's hint. */
  hint?: string;
  /**
   * A blank message: Send stays enabled and the field says why nothing was sent. Without it, Send (and
   * Enter) wait until there is text.
   */
  explainBlank?: boolean;
  /** Also sends the user's display name as `senderName` (the api names the sender from the session either way). */
  sendSenderName?: boolean;
  /** Each time the messages on screen change (the project page remembers the newest one seen). */
  onMessagesShown?(messages: Message[]): void;
}

/**
 * A project's chat between the firm and its client: the conversation (polled slowly as a fallback; the
 * realtime bridge pushes new messages at once) and the composer (Enter sends the trimmed text,
 * Shift+Enter starts a new line; a refusal keeps the text and raises an 'Error' toast). In a preview of a
 * client person's portal the conversation is read-only: no composer, no Edit or Delete, nothing marked read.
 */
export function ChatPanel({
  projectId,
  user,
  heading,
  layout = 'flush',
  anchor,
  empty,
  loadFailure,
  ownLabel,
  hint,
  explainBlank = false,
  sendSenderName = false,
  onMessagesShown,
}: ChatPanelProps) {
  const messages = usePolledProjectMessagesQuery(projectId);
  const readOnly = isPreview(user);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const run = useMutationToast();
  const { toast } = useToast();
  const form = useForm<ChatMessageInput>({ resolver: zodResolver(chatMessageSchema), defaultValues: { content: '' } });
  const content = form.watch('content');
  const canSend = !isSending && (explainBlank || content.trim().length > 0);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [lastEditedId, setLastEditedId] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EDIT_WINDOW_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (messages.data) onMessagesShown?.(messages.data);
  }, [messages.data, onMessagesShown]);
  // A preview of a client person's portal reads their chat without marking it read for them.
  useMarkMessagesSeen(projectId, messages.data, Boolean(user) && !readOnly);

  const { hash } = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (anchor && hash === `#${anchor}`) panelRef.current?.scrollIntoView?.({ block: 'start' });
  }, [anchor, hash]);

  const send = form.handleSubmit(async ({ content: text }) => {
    if (!user) {
      toast({ title: 'Error', description: NOT_SIGNED_IN, variant: 'destructive' });
      return;
    }
    const message = { projectId, content: text.trim(), ...(sendSenderName && { senderName: user.displayName }) };
    const outcome = await run(() => sendMessage(message).unwrap(), { failure: sendFailure });
    if (outcome.ok) form.reset({ content: '' });
  });

  // Enter sends, Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) submitRef.current?.click();
  }

  const headingId = `${anchor ?? 'chat'}-heading`;

  return (
    <Panel id={anchor} ref={panelRef} aria-labelledby={headingId}>
      <Heading id={headingId} $layout={layout}>
        {heading}
      </Heading>
      <Body $layout={layout}>
        {messages.isLoading && (
          <Centered>
            <Spinner label="Loading messages" />
          </Centered>
        )}
        {messages.isError && !messages.data && (
          <div role="alert">
            <EmptyState
              headingLevel={3}
              title="Messages could not be loaded"
              description={loadFailure}
              action={
                <Button variant="secondary" onClick={() => messages.refetch()}>
                  Try Again
                </Button>
              }
            />
          </div>
        )}
        {messages.data && (
          <MessageList
            empty={readOnly ? 'No messages yet.' : empty}
            lines={messages.data.map((message) => {
              const own = message.senderId === user?.id;
              const editable = own && !readOnly && isStillEditable(message, now);
              return {
                key: message.id,
                senderName: own && ownLabel ? ownLabel : message.sender.displayName,
                content: message.content,
                createdAt: message.createdAt,
                own,
                edited: Boolean(message.editedAt),
                deleted: Boolean(message.deletedAt),
                editor:
                  editable && editingId === message.id ? (
                    <OwnMessageEditor
                      projectId={projectId}
                      message={message}
                      onDone={() => {
                        setEditingId(null);
                        setLastEditedId(message.id);
                      }}
                    />
                  ) : undefined,
                actions: editable && editingId !== message.id && (
                  <OwnMessageActions
                    projectId={projectId}
                    message={message}
                    onEdit={() => setEditingId(message.id)}
                    refocusEdit={lastEditedId === message.id}
                  />
                ),
              };
            })}
          />
        )}
        {readOnly ? (
          <NoComposer $layout={layout}>Messages can’t be sent in a preview.</NoComposer>
        ) : (
          <Composer $layout={layout} onSubmit={send} noValidate aria-label="Send a message">
            <Field label="Message" hint={hint} error={form.formState.errors.content?.message}>
              <Textarea rows={2} maxLength={5000} onKeyDown={onKeyDown} {...form.register('content')} />
            </Field>
            <ComposerActions>
              <Button ref={submitRef} type="submit" disabled={!canSend} loading={isSending}>
                Send
              </Button>
            </ComposerActions>
          </Composer>
        )}
      </Body>
    </Panel>
  );
}
