import { newClientSchema, type ClientListItem } from '@clientline/contracts';
import { useUpdateClientMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { isApiError } from '@clientline/shared-ui/store';
import { ClientFields } from '../../../components/dialogs/client-fields';

/** Edit client: their display name and email (a client who never signed in is invited again at a new email; anyone else confirms it). */
export function EditClientDialog({ client, onClose }: { client: ClientListItem; onClose(): void }) {
  const [updateClient] = useUpdateClientMutation();
  return (
    <FormDialog
      title="Edit client"
      description={
        client.requiresPasswordChange
          ? 'They have not signed in yet: a new email gets a new invitation, and the old link stops working.'
          : 'A new email changes once they confirm it from a link mailed there; their current address is told.'
      }
      width={520}
      schema={newClientSchema}
      defaultValues={{ displayName: client.displayName, username: client.username }}
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
      {(form) => <ClientFields form={form} />}
    </FormDialog>
  );
}
