import { useState } from 'react';
import type { CreatedClient } from '@clientline/contracts';
import { Dialog } from '@clientline/shared-ui';
import { CreatedClientStep, loginDetailsTitle } from './created-client-step';
import { NewProjectForm, type ProjectFormValues } from './new-project-form';

interface NewProjectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  clientId?: string;
  initialValues?: Partial<ProjectFormValues>;
}

/** Creates a project; when it created a client too, shows that client's login details before closing. */
export function NewProjectDialog({ open, onOpenChange, clientId, initialValues }: NewProjectDialogProps) {
  const [createdClient, setCreatedClient] = useState<CreatedClient | null>(null);

  const close = () => {
    setCreatedClient(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={createdClient ? loginDetailsTitle(createdClient) : 'New Project'}
      description={createdClient ? undefined : 'Give the project a name, its dates and the client it is for.'}
      width={560}
    >
      {createdClient ? (
        <CreatedClientStep client={createdClient} onDone={close} />
      ) : (
        <NewProjectForm
          clientId={clientId}
          initialValues={initialValues}
          onCancel={close}
          onCreated={(project) => (project.newClient ? setCreatedClient(project.newClient) : close())}
        />
      )}
    </Dialog>
  );
}
