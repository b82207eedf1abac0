import { CLIENT_ACCOUNT_KIND_LABELS, CLIENT_ACCOUNT_KINDS, editClientSchema, type ClientListItem } from '@clientline/contracts';
import { useUpdateClientMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { isApiError } from '@clientline/shared-ui/store';
import { Field, Select } from '@clientline/shared-ui/widgets';
import { ClientFields, emailChangeHint } from '../../../components/dialogs/client-fields';

/**
 * Edit client: its name, its primary person's email (a new one changes as any person's does, see
 * emailChangeHint) and what kind of account it is (an individual's is named after its person).
 */
export function EditClientDialog({ client, onClose }: { client: ClientListItem; onClose(): void }) {
  const [updateClient] = useUpdateClientMutation();
  return (
    <FormDialog
      title="Edit client"
      description={emailChangeHint(client.access)}
      width={520}
      schema={editClientSchema}
      defaultValues={{ displayName: client.displayName, username: client.username, kind: client.kind }}
      submitLabel="Save client"
      submit={async (values, form) => {
        try {
          return await updateClient({ clientId: client.id, ...values }).unwrap();
        } catch (error) {
          // Another account uses the email (409): said on the Email field, where it is corrected.
          if (isApiError(error) && error.status === 409 && error.serverMessage) {
            form.setError('username', { message: error.serverMessage }, { shouldFocus: true });
          }
          throw error;
        }
      }}
      toasts={{ success: (answer) => ({ title: answer.message, description: answer.client.displayName }), failure: 'Failed to update client' }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <ClientFields form={form} />
          <Field label="Kind" hint="A household or a company has a name of its own; an individual's account is named after its person.">
            <Select {...form.register('kind')}>
              {CLIENT_ACCOUNT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CLIENT_ACCOUNT_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
    </FormDialog>
  );
}
