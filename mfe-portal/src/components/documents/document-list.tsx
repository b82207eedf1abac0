import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { ProjectDocument } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useDeleteDocumentMutation } from '@clientline/shared-ui/api/documents';
import { formatMomentDay } from '@clientline/shared-ui/dates';
import { formatSize } from '../../lib/format-size';
import { MutedText, PlainList, RuledItem } from '../panel-parts';
import { HistoryDialog } from './history-dialog';

const Item = styled(RuledItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;

const Details = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Documents with their size, uploader and day, each with Download; History (who opened it, for staff)
 * when `showHistory`; Delete when `mayDelete` says so.
 */
export function DocumentList({
  documents,
  showProject = false,
  showHistory = false,
  mayDelete = () => false,
}: {
  documents: ProjectDocument[];
  showProject?: boolean;
  showHistory?: boolean;
  mayDelete?(document: ProjectDocument): boolean;
}) {
  const [deleting, setDeleting] = useState<ProjectDocument | null>(null);
  const [historyOf, setHistoryOf] = useState<ProjectDocument | null>(null);

  return (
    <>
      <PlainList aria-label="Documents">
        {documents.map((document) => (
          <Item key={document.id}>
            <Details>
              <Name>{document.name}</Name>
              <MutedText>
                {showProject && `${document.projectName} · `}
                {formatSize(document.size)} · {document.uploadedBy.displayName} · {formatMomentDay(document.createdAt)}
              </MutedText>
            </Details>
            <Actions>
              {/* Kept in a preview of a client's portal: a download is a read, and the api records it as the staff member's, not the client's. */}
              <Button as="a" size="sm" variant="secondary" href={document.downloadUrl} download={document.name} aria-label={`Download ${document.name}`}>
                Download
              </Button>
              {showHistory && (
                <Button size="sm" variant="ghost" onClick={() => setHistoryOf(document)} aria-label={`History of ${document.name}`}>
                  History
                </Button>
              )}
              {mayDelete(document) && (
                <Button size="sm" variant="ghost" onClick={() => setDeleting(document)} aria-label={`Delete ${document.name}`}>
                  Delete
                </Button>
              )}
            </Actions>
          </Item>
        ))}
      </PlainList>
      {deleting && <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />}
      {historyOf && <HistoryDialog document={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );
}

function DeleteDocumentDialog({ document, onClose }: { document: ProjectDocument; onClose(): void }) {
  const [deleteDocument, { isLoading }] = useDeleteDocumentMutation();
  const run = useMutationToast();

  async function confirm() {
    const outcome = await run(() => deleteDocument({ id: document.id, projectId: document.projectId }).unwrap(), {
      success: { title: 'Document deleted', description: `${document.name} is gone for you and your client.` },
      failure: 'Failed to delete document',
    });
    if (outcome.ok) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete this document?"
      description={`${document.name} will be removed for everyone on the project. This cannot be undone.`}
    >
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          Keep It
        </Button>
        <Button type="button" variant="destructive" loading={isLoading} onClick={confirm}>
          Delete
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
