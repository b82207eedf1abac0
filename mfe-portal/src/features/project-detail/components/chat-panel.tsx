import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from '@clientline/shared-ui/router';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { chatMessageSchema, type ChatMessageInput, type CurrentUser } from '@clientline/contracts';
import { Button, Card, Field, Spinner, Textarea, useToast } from '@clientline/shared-ui';
import { usePolledProjectMessagesQuery, useSendMessageMutation } from '@clientline/shared-ui/api/messages';
import { isApiError } from '@clientline/shared-ui/store';
import { LoadError } from '../../../components/load-error';
import { failureMessage } from '../../../lib/failure-message';
import { markMessagesSeen } from '../../../lib/last-seen-messages';
import { MessageList } from './message-list';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Title = styled.h2`
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ComposerActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Centered = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

/** Spec section 8: a send refused for want of a session says so; anything else is the server's text or 'Failed to send message'. */
function sendFailure(error: unknown): string {
  if (isApiError(error) && error.status === 401) return 'You must be logged in to send messages';
  return failureMessage(error, 'Failed to send message');
}

/** The project's chat between the firm and its client. */
export function ChatPanel({ projectId, user }: { projectId: string; user: CurrentUser | null }) {
  const messages = usePolledProjectMessagesQuery(projectId);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const { toast } = useToast();
  const form = useForm<ChatMessageInput>({ resolver: zodResolver(chatMessageSchema), defaultValues: { content: '' } });
  const content = form.watch('content');
  const canSend = content.trim().length > 0 && !isSending;
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (user && messages.data) markMessagesSeen(user.id, projectId, messages.data);
  }, [user, projectId, messages.data]);

  // The Overview's "Messages" link opens the page at #chat.
  const { hash } = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#chat') panelRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const send = form.handleSubmit(async ({ content: text }) => {
    if (!user) {
      toast({ title: 'Error', description: 'You must be logged in to send messages' });
      return;
    }
    try {
      await sendMessage({ projectId, content: text.trim() }).unwrap();
      form.reset({ content: '' });
    } catch (error) {
      toast({ title: 'Error', description: sendFailure(error) });
    }
  });

  // Enter sends, Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) submitRef.current?.click();
  }

  return (
    <Panel id="chat" ref={panelRef} aria-labelledby="chat-title">
      <Title id="chat-title">Messages</Title>
      {messages.isLoading && (
        <Centered>
          <Spinner label="Loading messages" />
        </Centered>
      )}
      {messages.isError && !messages.data && (
        <LoadError title="Messages could not be loaded" description="Failed to load messages" onRetry={messages.refetch} headingLevel={3} />
      )}
      {messages.data && <MessageList messages={messages.data} currentUserId={user?.id ?? null} />}
      <Composer onSubmit={send} noValidate aria-label="Send a message">
        <Field label="Message" hint="Enter sends, Shift+Enter adds a line.">
          <Textarea rows={2} maxLength={5000} onKeyDown={onKeyDown} {...form.register('content')} />
        </Field>
        <ComposerActions>
          <Button ref={submitRef} type="submit" disabled={!canSend} loading={isSending}>
            Send
          </Button>
        </ComposerActions>
      </Composer>
    </Panel>
  );
}
