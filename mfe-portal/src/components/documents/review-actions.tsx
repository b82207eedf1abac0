import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { reviewDocumentRequestSchema, type DocumentRequestItem } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Field, Textarea } from '@clientline/shared-ui/widgets';
import { useReopenDocumentRequestMutation, useReviewDocumentRequestMutation } from '@clientline/shared-ui/api/documents';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The firm's review of a requested document: once something is uploaded against it, accept it (which tells
 * the client they are done) or, when received, ask again with a note for the client; once accepted, reopen
 * it (received again, or requested when nothing is uploaded against it). Nothing to review before an upload.
 */
export function ReviewActions({ item }: { item: DocumentRequestItem }) {
  const [review, { isLoading }] = useReviewDocumentRequestMutation();
  const [reopen, { isLoading: reopening }] = useReopenDocumentRequestMutation();
  const [askingAgain, setAskingAgain] = useState(false);
  const run = useMutationToast();
  const uploaded = item.documentIds.length > 0;

  const accept = () =>
    run(() => review({ id: item.id, projectId: item.projectId, status: 'accepted' }).unwrap(), {
      success: { title: 'Document accepted', description: `${item.name} is done.` },
      failure: 'Failed to accept document',
    });
  const reopenItem = () =>
    run(() => reopen({ id: item.id, projectId: item.projectId }).unwrap(), {
      success: (reopened) => ({
        title: 'Document reopened',
        description:
          reopened.status === 'received'
            ? `${item.name} is back for your review: accept it again or ask for a new version.`
            : `${item.name} is requested from your client again.`,
      }),
      failure: 'Failed to reopen document',
    });

  if (item.status === 'accepted') {
    return (
      <Actions>
        <Button size="sm" variant="ghost" loading={reopening} onClick={reopenItem} aria-label={`Reopen ${item.name}`}>
          Reopen
        </Button>
      </Actions>
    );
  }
  if (!uploaded) return null;
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
  const [review] = useReviewDocumentRequestMutation();
  return (
    <FormDialog
      title={`Ask again for ${item.name}`}
      description="Your client sees your note beside the request."
      schema={reviewDocumentRequestSchema}
      defaultValues={{ status: 'changes_requested', note: '' }}
      submitLabel="Ask Again"
      submit={(asked) => review({ id: item.id, projectId: item.projectId, ...asked }).unwrap()}
      toasts={{
        success: { title: 'Asked again', description: `Your client is asked to upload ${item.name} again.` },
        failure: 'Failed to ask again',
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <Field label="What needs to change" required error={(errors as { note?: { message?: string } }).note?.message}>
          <Textarea rows={3} {...register('note')} />
        </Field>
      )}
    </FormDialog>
  );
}
