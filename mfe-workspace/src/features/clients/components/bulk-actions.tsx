import { useState } from 'react';
import { z } from 'zod';
import { clientTag, type ClientBulkAction, type ClientBulkResult, type ClientListItem } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, focusMainContent, useMutationToast } from '@clientline/shared-ui';
import { useActOnClientsMutation, useGetClientTagsQuery } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { ConfirmDialog, Field, Input, Select } from '@clientline/shared-ui/widgets';
import { ButtonRow } from '../../../components/button-row';
import { SelectionBar } from '../../../components/selection-bar';
import { CreateProjectsDialog } from './create-projects-dialog';

const TOAST_TITLES: Record<ClientBulkAction, string> = { invite: 'Invitations sent', tag: 'Tag added', untag: 'Tag removed', archive: 'Clients archived' };

const tagFormSchema = z.object({ tag: clientTag });

/** Add tag and Remove tag: one tag for every chosen client, typed (with the firm's tags offered) or chosen among theirs. */
function TagDialog({ action, clients, onSend, onClose }: { action: 'tag' | 'untag'; clients: ClientListItem[]; onSend(tag: string): Promise<ClientBulkResult>; onClose(): void }) {
  const { data: firmTags = [] } = useGetClientTagsQuery();
  const theirTags = [...new Set(clients.flatMap((client) => client.tags))].sort((a, b) => a.localeCompare(b));
  const adding = action === 'tag';
  return (
    <FormDialog
      title={adding ? `Add a tag to ${counted(clients.length, 'client')}` : `Remove a tag from ${counted(clients.length, 'client')}`}
      description={adding ? 'A client that has the tag already keeps it once.' : 'The tag leaves every chosen client that has it, whatever its case.'}
      schema={tagFormSchema}
      defaultValues={{ tag: adding ? '' : (theirTags[0] ?? '') }}
      submitLabel={adding ? 'Add tag' : 'Remove tag'}
      submit={({ tag }) => onSend(tag)}
      toasts={{ success: (result) => ({ title: TOAST_TITLES[action], description: result.message }), failure: adding ? 'Failed to add the tag' : 'Failed to remove the tag' }}
      onClose={onClose}
    >
      {(form) =>
        adding ? (
          <Field label="Tag" hint="1040, S-corp, Extension 2025…" error={form.formState.errors.tag?.message}>
            <Input autoComplete="off" list="firm-tags" {...form.register('tag')} />
            <datalist id="firm-tags">
              {firmTags.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          </Field>
        ) : (
          <Field label="Tag" error={form.formState.errors.tag?.message}>
            <Select {...form.register('tag')}>
              {theirTags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </Select>
          </Field>
        )
      }
    </FormDialog>
  );
}

/**
 * What the owner and admins do to the ticked clients: Invite and Archive (each confirmed first), Add tag and
 * Remove tag, the api's answer saying what was done and what was left as it was; and Create projects…, which
 * takes them to a template's Create projects page (templates are the owner's and admins' too).
 */
export function BulkActions({ clients, onClear }: { clients: ClientListItem[]; onClear(): void }) {
  const [act, acting] = useActOnClientsMutation();
  const run = useMutationToast();
  const [open, setOpen] = useState<ClientBulkAction | 'projects' | null>(null);
  const clientIds = clients.map((client) => client.id);
  const close = () => setOpen(null);
  const send = (action: ClientBulkAction, tag?: string) => act({ action, clientIds, ...(tag !== undefined && { tag }) }).unwrap();

  const confirm = async (action: 'invite' | 'archive') => {
    const outcome = await run(() => send(action), {
      success: (result) => ({ title: TOAST_TITLES[action], description: result.message }),
      failure: action === 'invite' ? 'Failed to send the invitations' : 'Failed to archive the clients',
    });
    if (!outcome.ok) return;
    close();
    // The archived clients leave the list, and this bar with them: the page keeps the keyboard's place.
    if (action === 'archive') {
      onClear();
      focusMainContent();
    }
  };
  const hasTags = clients.some((client) => client.tags.length > 0);
  const count = counted(clients.length, 'client');

  return (
    <SelectionBar aria-label="Selected clients">
      <p>{count} selected</p>
      <ButtonRow>
        <Button type="button" size="sm" onClick={() => setOpen('invite')}>
          Invite
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('tag')}>
          Add tag
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('untag')} disabled={!hasTags}>
          Remove tag
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('projects')}>
          Create projects…
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen('archive')}>
          Archive
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={open === 'invite'}
        title={`Invite the people of ${count}?`}
        description="Each of their people who has not chosen a password and has no working invitation is mailed a new link to choose one (a link or temporary password sent before stops working). People who chose a password, or hold a working link, are left as they are; archived clients are left out."
        confirmLabel="Send invitations"
        busy={acting.isLoading}
        onConfirm={() => confirm('invite')}
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'archive'}
        title={`Archive ${count}?`}
        description="Their people are signed out and can no longer sign in, and their projects leave the lists and counts. Nothing is deleted: restore each of them at any time from the archived clients."
        confirmLabel="Archive clients"
        destructive
        busy={acting.isLoading}
        onConfirm={() => confirm('archive')}
        onCancel={close}
      />
      {(open === 'tag' || open === 'untag') && <TagDialog action={open} clients={clients} onSend={(tag) => send(open, tag)} onClose={close} />}
      {open === 'projects' && <CreateProjectsDialog clients={clients} onClose={close} />}
    </SelectionBar>
  );
}
