import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { reviewDocumentRequestSchema, type DocumentRequestItem, type ReviewDocumentRequest } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Textarea, useToast } from '@clientline/shared-ui';
import { useReviewDocumentRequestMutation } from '@clientline/shared-ui/api/documents';
import { failureMessage } from '../../lib/failure-message';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The firm's review of a requested document: accept it, or ask again with a note for the client. */
export function ReviewActions({ item }: { item: DocumentRequestItem }) {
  const [review, { isLoading }] = useReviewDocumentRequestMutation();
  const [askingAgain, setAskingAgain] = useState(false);
  const { toast } = useToast();

  async function accept() {
    try {
      await review({ id: item.id, projectId: item.projectId, status: 'accepted' }).unwrap();
      toast({ title: 'Document accepted', description: `${item.name} is done.` });
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to accept document') });
    }
  }

  return (
    <Actions>
      <Button size="sm" variant="secondary" loading={isLoading} onClick={accept} aria-label={`Accept ${item.name}`}>
        Accept
      </Button>
      {item.status === 'received' && (
        <Button size="sm" variant="ghost" onClick={() => setAskingAgain(true)} aria-label={`Ask again for ${item.name}`}>
          Ask Again
        </Button>
      )}
      {askingAgain && <AskAgainDialog item={item} onClose={() => setAskingAgain(false)} />}
    </Actions>
  );
}

function AskAgainDialog({ item, onClose }: { item: DocumentRequestItem; onClose(): void }) {
  const [review, { isLoading }] = useReviewDocumentRequestMutation();
  const { toast } = useToast();
  const form = useForm<ReviewDocumentRequest>({
    resolver: zodResolver(reviewDocumentRequestSchema),
    defaultValues: { status: 'changes_requested', note: '' },
  });
  const noteError = (form.formState.errors as { note?: { message?: string } }).note?.message;

  const send = form.handleSubmit(async (asked) => {
    try {
      await review({ id: item.id, projectId: item.projectId, ...asked }).unwrap();
      toast({ title: 'Asked again', description: `Your client is asked to upload ${item.name} again.` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to ask again') });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Ask again for ${item.name}`} description="Your client sees your note beside the request.">
      <form onSubmit={send} noValidate>
        <Field label="What needs to change" required error={noteError}>
          <Textarea rows={3} {...form.register('note')} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Ask Again
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
