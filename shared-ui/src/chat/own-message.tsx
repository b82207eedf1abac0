import { useState, type KeyboardEvent } from 'react';
import styled from '@clientline/shared-ui/styled';
import { chatMessageSchema, MESSAGE_EDIT_WINDOW_MINUTES, type Message } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog, Field, Textarea } from '@clientline/shared-ui/widgets';
import { useDeleteMessageMutation, useEditMessageMutation } from '@clientline/shared-ui/api/messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Editor = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** Its sender may still edit or delete a message this long after sending it (the api's rule). */
export function isStillEditable(message: Message, now: number): boolean {
  return !message.deletedAt && now - Date.parse(message.createdAt) < MESSAGE_EDIT_WINDOW_MINUTES * 60_000;
}

const snippet = (content: string) => (content.length > 40 ? `${content.slice(0, 40)}…` : content);

/** The inline editor of one's own message: Enter saves the trimmed text, Shift+Enter starts a new line, Escape cancels. */
export function OwnMessageEditor({ projectId, message, onDone }: { projectId: string; message: Message; onDone(): void }) {
  const [text, setText] = useState(message.content);
  const [error, setError] = useState<string | undefined>();
  const [editMessage, { isLoading }] = useEditMessageMutation();
  const run = useMutationToast();

  const save = async () => {
    const parsed = chatMessageSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.content === message.content) return onDone();
    const outcome = await run(() => editMessage({ projectId, messageId: message.id, content: parsed.data.content }).unwrap(), {
      failure: 'Failed to edit message',
    });
    if (outcome.ok) onDone();
  };

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      // Leaves any dialog around the chat open: only the edit is cancelled.
      event.stopPropagation();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isLoading) void save();
    }
  }

  return (
    <Editor>
      <Field label="Edit message" hint="Enter saves, Escape cancels" error={error}>
        <Textarea rows={2} maxLength={5000} autoFocus value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} />
      </Field>
      <Row>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="button" size="sm" onClick={save} loading={isLoading}>
          Save
        </Button>
      </Row>
    </Editor>
  );
}

interface OwnMessageActionsProps {
  projectId: string;
  message: Message;
  onEdit(): void;
  /** Just back from editing this message: Edit takes the focus again, so the keyboard stays where it was. */
  refocusEdit: boolean;
}

/** Edit and Delete (confirmed) under one's own recent message. */
export function OwnMessageActions({ projectId, message, onEdit, refocusEdit }: OwnMessageActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation();
  const run = useMutationToast();

  const confirmDelete = async () => {
    const outcome = await run(() => deleteMessage({ projectId, messageId: message.id }).unwrap(), { failure: 'Failed to delete message' });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <Row>
      <Button type="button" size="sm" variant="ghost" onClick={onEdit} autoFocus={refocusEdit} aria-label={`Edit your message: ${snippet(message.content)}`}>
        Edit
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete your message: ${snippet(message.content)}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete your message?"
        description={`"${snippet(message.content)}" is removed for everyone in this conversation, who then see "Message deleted" in its place.`}
        confirmLabel="Delete message"
        destructive
        busy={isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Row>
  );
}
