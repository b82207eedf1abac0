import { useState } from 'react';
import type { ClientListItem } from '@clientline/contracts';
import { Button, useMutationToast, type ButtonSize } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useArchiveClientMutation, useDeleteClientMutation, useRestoreClientMutation } from '@clientline/shared-ui/api/clients';
import { EditClientDialog } from './edit-client-dialog';

const projectsText = (count: number) => (count === 1 ? 'their project leaves' : `their ${count} projects leave`);

/** Restore for an archived client (the firm's owner and admins): they may sign in again and their projects come back. */
export function RestoreClientButton({ client, size = 'sm' }: { client: ClientListItem; size?: ButtonSize }) {
  const [restore, restoring] = useRestoreClientMutation();
  const run = useMutationToast();
  const name = client.displayName;
  const restoreNow = () =>
    run(() => restore(client.id).unwrap(), {
      success: { title: 'Client restored', description: `${name} can sign in again, and their projects are back.` },
      failure: 'Failed to restore client',
    });
  return (
    <Button variant="secondary" size={size} onClick={restoreNow} loading={restoring.isLoading} aria-label={`Restore ${name}`}>
      Restore
    </Button>
  );
}

/**
 * The firm's corrections of a client: Edit, Archive (confirmed) or Restore, and Delete (offered only while
 * they have no projects, confirmed).
 */
export function ClientRecordActions({ client }: { client: ClientListItem }) {
  const [open, setOpen] = useState<'edit' | 'archive' | 'delete' | null>(null);
  const [archive, archiving] = useArchiveClientMutation();
  const [remove, removing] = useDeleteClientMutation();
  const run = useMutationToast();
  const close = () => setOpen(null);
  const name = client.displayName;

  const confirmArchive = async () => {
    const outcome = await run(() => archive(client.id).unwrap(), {
      success: { title: 'Client archived', description: `${name} can no longer sign in. Restore them from the archived clients.` },
      failure: 'Failed to archive client',
    });
    if (outcome.ok) close();
  };
  const confirmDelete = async () => {
    const outcome = await run(() => remove(client.id).unwrap(), {
      success: (answer) => ({ title: 'Client deleted', description: answer.message }),
      failure: 'Failed to delete client',
    });
    if (outcome.ok) close();
  };

  return (
    <>
      {!client.archived && (
        <Button variant="ghost" size="sm" onClick={() => setOpen('edit')} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {client.archived ? (
        <RestoreClientButton client={client} />
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setOpen('archive')} aria-label={`Archive ${name}`}>
          Archive
        </Button>
      )}
      {client.projectsCount === 0 && (
        <Button variant="ghost" size="sm" onClick={() => setOpen('delete')} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      )}
      {open === 'edit' && <EditClientDialog client={client} onClose={close} />}
      <ConfirmDialog
        open={open === 'archive'}
        title={`Archive ${name}?`}
        description={`${name} is signed out and can no longer sign in, and ${client.projectsCount === 0 ? 'they leave' : `${projectsText(client.projectsCount)}`} the lists and counts. Nothing is deleted: restore them at any time from the archived clients.`}
        confirmLabel="Archive client"
        destructive
        busy={archiving.isLoading}
        onConfirm={confirmArchive}
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete ${name}?`}
        description={`${name} (${client.username}) and their account are deleted for good; they have no projects. This cannot be undone.`}
        confirmLabel="Delete client"
        destructive
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
