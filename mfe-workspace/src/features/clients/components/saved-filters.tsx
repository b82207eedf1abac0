import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { savedClientFilterSchema, SAVED_CLIENT_FILTER_NAME_MAX_LENGTH, type SavedClientFilter } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useDeleteSavedClientFilterMutation, useGetSavedClientFiltersQuery, useSaveClientFilterMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { ConfirmDialog, Field, Input, Select } from '@clientline/shared-ui/widgets';
import { sameFilter, type ClientFilterState } from '../hooks/use-client-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};

  & > div:first-child {
    flex: 0 1 280px;
    min-width: 0;
  }
`;

/** "Save filter": names what the screen is filtered by now, for the whole firm. */
function SaveFilterDialog({ filter, onClose }: { filter: ClientFilterState['filter']; onClose(): void }) {
  const [save] = useSaveClientFilterMutation();
  return (
    <FormDialog
      title="Save filter"
      description="Your firm's staff can then apply this search and these filters from Saved filter."
      schema={savedClientFilterSchema}
      defaultValues={{ name: '', filter }}
      submitLabel="Save filter"
      submit={(values) => save(values).unwrap()}
      toasts={{ success: (saved) => ({ title: 'Filter saved', description: `"${saved.name}" is in Saved filter.` }), failure: 'Failed to save the filter' }}
      onClose={onClose}
    >
      {(form) => (
        <Field label="Name" hint={`Up to ${SAVED_CLIENT_FILTER_NAME_MAX_LENGTH} characters, e.g. "Extensions not invited".`} error={form.formState.errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
      )}
    </FormDialog>
  );
}

/**
 * The firm's saved filters: choosing one applies it; the owner and admins name the current filters ("Save
 * filter") and delete the one applied. Nothing shows while the firm has none and nobody may save one.
 */
export function SavedFilters({ filter, canManage }: { filter: ClientFilterState; canManage: boolean }) {
  const { data: saved = [] } = useGetSavedClientFiltersQuery();
  const [remove, removing] = useDeleteSavedClientFilterMutation();
  const run = useMutationToast();
  const [open, setOpen] = useState<'save' | 'delete' | null>(null);
  const applied = saved.find((candidate) => sameFilter(candidate.filter, filter.filter));
  const hasFilter = Object.keys(filter.filter).length > 0;

  const choose = (id: string) => {
    const chosen = saved.find((candidate) => candidate.id === id);
    if (chosen) filter.apply(chosen.filter);
  };
  const confirmDelete = async (target: SavedClientFilter) => {
    const outcome = await run(() => remove(target.id).unwrap(), { success: (answer) => ({ title: 'Saved filter deleted', description: answer.message }), failure: 'Failed to delete the saved filter' });
    if (outcome.ok) setOpen(null);
  };

  if (saved.length === 0 && !canManage) return null;
  return (
    <Row>
      {saved.length > 0 && (
        <Field label="Saved filter">
          <Select value={applied?.id ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">Choose a saved filter</option>
            {saved.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {canManage && (
        <Button type="button" variant="secondary" onClick={() => setOpen('save')} disabled={!hasFilter}>
          Save filter
        </Button>
      )}
      {canManage && applied && (
        <Button type="button" variant="ghost" onClick={() => setOpen('delete')} aria-label={`Delete the saved filter ${applied.name}`}>
          Delete saved filter
        </Button>
      )}
      {open === 'save' && <SaveFilterDialog filter={filter.filter} onClose={() => setOpen(null)} />}
      {applied && (
        <ConfirmDialog
          open={open === 'delete'}
          title={`Delete the saved filter "${applied.name}"?`}
          description="It leaves Saved filter for everyone at your firm. No client changes."
          confirmLabel="Delete saved filter"
          destructive
          busy={removing.isLoading}
          onConfirm={() => confirmDelete(applied)}
          onCancel={() => setOpen(null)}
        />
      )}
    </Row>
  );
}
