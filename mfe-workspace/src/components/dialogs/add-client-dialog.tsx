import { useState } from 'react';
import { newClientSchema, type CreatedClient, type NewClientInput } from '@clientline/contracts';
import { useCreateClientMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { ClientFields } from './client-fields';
import { LoginDetailsDialog, useFlowOpener } from './login-details-dialog';
import { useBusyLabel } from './use-busy-label';

const WIDTH = 520;

interface AddClientDialogProps {
  onClose(): void;
  /** The new client's one-time login details, for the list to keep showing while the page is open. */
  onCreated?(client: CreatedClient): void;
  /** Fields filled in already, e.g. from a webhook request. */
  initialValues?: Partial<NewClientInput>;
}

/** Add Client, then the new client's temporary password and first-access link, shown once. */
export function AddClientDialog({ onClose, onCreated, initialValues }: AddClientDialogProps) {
  const [createClient] = useCreateClientMutation();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const submitLabel = useBusyLabel('Create Client', 'Creating...');
  const opener = useFlowOpener();

  if (created) return <LoginDetailsDialog client={created} onDone={onClose} opener={opener} width={WIDTH} />;
  return (
    <FormDialog
      title="Add Client"
      description="The client gets an account with a temporary password and a first-access link."
      width={WIDTH}
      schema={newClientSchema}
      defaultValues={{ displayName: '', username: '', ...initialValues }}
      submitLabel={submitLabel.label}
      submit={(values) => submitLabel.during(() => createClient(values).unwrap())}
      toasts={{
        success: (client) => ({ title: 'Client created successfully', description: `Send ${client.displayName} their login details.` }),
        failure: 'Failed to create client',
      }}
      onDone={(client) => {
        setCreated(client);
        onCreated?.(client);
        return 'keep-open';
      }}
      onClose={onClose}
    >
      {(form) => <ClientFields form={form} />}
    </FormDialog>
  );
}
