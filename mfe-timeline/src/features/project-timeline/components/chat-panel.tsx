import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { chatMessageSchema, type CurrentUser } from '@clientline/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Field, Spinner, Textarea, useToast } from '@clientline/shared-ui';
import { useGetProjectMessagesQuery, useSendMessageMutation } from '@clientline/shared-ui/api/messages';
import { MessageList } from '../../../components/message-list';
import { serverTextOr, statusOf } from '../../../lib/errors';

const Scroller = styled.div`
  max-height: 420px;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space[1]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const SendRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface ChatForm {
  content: string;
}

/** The project's conversation, the same one as the project detail's chat. */
export function ChatPanel({ projectId, user }: { projectId: string; user: CurrentUser }) {
  const messages = useGetProjectMessagesQuery(projectId);
  const [sendMessage] = useSendMessageMutation();
  const { toast } = useToast();
  const scroller = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChatForm>({ resolver: zodResolver(chatMessageSchema), defaultValues: { content: '' } });

  const count = messages.data?.length ?? 0;
  useEffect(() => {
    // The newest message is at the bottom: keep it in view.
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [count]);

  async function send({ content }: ChatForm) {
    try {
      // The spec's timeline page sends senderName; the api names the sender from the session anyway.
      await sendMessage({ projectId, content, senderName: user.displayName }).unwrap();
      reset({ content: '' });
    } catch (error) {
      const fallback = statusOf(error) === 401 ? 'You must be logged in to send messages' : 'Failed to send message';
      toast({ title: 'Error', description: serverTextOr(error, fallback) });
    }
  }

  return (
    <Card aria-labelledby="chat-heading">
      <CardHeader>
        <CardTitle id="chat-heading">
          Chat
        </CardTitle>
      </CardHeader>
      <CardContent>
        {messages.isError ? (
          <EmptyState
            headingLevel={3}
            title="Messages could not be loaded"
            description="Check your connection and try again."
            action={<Button onClick={() => messages.refetch()}>Try Again</Button>}
          />
        ) : !messages.data ? (
          <Spinner label="Loading messages" />
        ) : count === 0 ? (
          <EmptyState headingLevel={3} title="No messages yet" description="Write the first message below to start the conversation." />
        ) : (
          <Scroller ref={scroller} tabIndex={0} aria-label="Conversation">
            <MessageList
              lines={messages.data.map((message) => ({
                key: message.id,
                senderName: message.sender.displayName,
                content: message.content,
                createdAt: message.createdAt,
                own: message.senderId === user.id,
              }))}
            />
          </Scroller>
        )}
        <Form noValidate onSubmit={handleSubmit(send)}>
          <Field label="Message" error={errors.content?.message}>
            <Textarea
              rows={2}
              {...register('content')}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void handleSubmit(send)();
                }
              }}
            />
          </Field>
          <SendRow>
            <Button type="submit" loading={isSubmitting}>
              Send
            </Button>
          </SendRow>
        </Form>
      </CardContent>
    </Card>
  );
}
