import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import type { z } from 'zod';
import { createDocumentRequestSchema, DOCUMENT_REQUEST_MAX_ITEMS, type CreateDocumentRequest, type Project } from '@clientline/contracts';
import { useGetClientPeopleQuery } from '@clientline/shared-ui/api/clients';
import { Button } from '@clientline/shared-ui';
import { CheckboxField, Field, Input, Select } from '@clientline/shared-ui/widgets';
import { useCreateDocumentRequestMutation } from '@clientline/shared-ui/api/documents';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { PlainList } from '../panel-parts';

const Rows = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Wide enough at 1280 px for a document's name, a whole date and the reminder box on one line. */
const DIALOG_WIDTH = 760;

// One line per document once the dialog is at its full width (the date input needs its 11rem whole); stacked below that.
const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 800px) {
    grid-template-columns: minmax(0, 1fr) 11rem auto auto;
    align-items: end;
  }
`;

/** The reminder box, on the inputs' line (not their labels') in a row. */
const ReminderCell = styled.div`
  @media (min-width: 800px) {
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Request Documents: the firm names one or more documents the client should upload, each with an optional
 * due date, and reminded on the firm's schedule unless 'Remind automatically' is unticked.
 */
export function RequestDocumentsDialog({ project, onClose }: { project: Pick<Project, 'id' | 'clientId' | 'client'>; onClose(): void }) {
  const [createRequest] = useCreateDocumentRequestMutation();
  const people = useGetClientPeopleQuery(project.clientId);
  // Those of the client who see this project: one of them may be asked alone.
  const seeing = (people.data ?? []).filter((person) => !person.projectIds || person.projectIds.includes(project.id));
  return (
    <FormDialog
      title="Request Documents"
      description="Your client sees the list on their portal and uploads against each item."
      schema={createDocumentRequestSchema}
      defaultValues={{ items: [{ name: '', dueDate: '', reminders: true }], addressedTo: null }}
      submitLabel="Send Request"
      submit={({ items, addressedTo }) => createRequest({ projectId: project.id, items, addressedTo: addressedTo || null }).unwrap()}
      toasts={{
        success: (created) => ({
          title: 'Documents requested',
          description: `Your client was asked for ${created.length === 1 ? created[0].name : `${created.length} documents`}.`,
        }),
        failure: 'Failed to request documents',
      }}
      onClose={onClose}
      width={DIALOG_WIDTH}
    >
      {(form) => (
        <>
          <RequestRows form={form} />
          {seeing.length > 1 && (
            <Field label="Ask" hint="Only they are notified and reminded; everyone on the account still sees the list." error={form.formState.errors.addressedTo?.message}>
              <Select {...form.register('addressedTo', { setValueAs: (value: string) => value || null })}>
                <option value="">Everyone on the {project.client.displayName} account</option>
                {seeing.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.displayName} alone
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** One row per document asked for, with Remove, then Add Another (up to the api's limit). */
function RequestRows({ form }: { form: UseFormReturn<CreateDocumentRequest, unknown, z.output<typeof createDocumentRequestSchema>> }) {
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  return (
    <>
      <Rows as="ol">
        {items.fields.map((field, index) => (
          <Row key={field.id}>
            <Field label={`Document ${index + 1}`} required error={errors.items?.[index]?.name?.message}>
              <Input autoComplete="off" placeholder="2025 W-2" {...form.register(`items.${index}.name`)} />
            </Field>
            <Field label="Due Date" error={errors.items?.[index]?.dueDate?.message}>
              <Input type="date" {...form.register(`items.${index}.dueDate`)} />
            </Field>
            <ReminderCell>
              <CheckboxField label="Remind automatically" {...form.register(`items.${index}.reminders`)} />
            </ReminderCell>
            {items.fields.length > 1 && (
              <Button type="button" size="sm" variant="ghost" onClick={() => items.remove(index)} aria-label={`Remove document ${index + 1}`}>
                Remove
              </Button>
            )}
          </Row>
        ))}
      </Rows>
      {errors.items?.root?.message && <FormError role="alert">{errors.items.root.message}</FormError>}
      <div>
        <Button
          type="button"
          variant="ghost"
          disabled={items.fields.length >= DOCUMENT_REQUEST_MAX_ITEMS}
          onClick={() => items.append({ name: '', dueDate: '', reminders: true })}
        >
          Add Another
        </Button>
      </div>
    </>
  );
}
