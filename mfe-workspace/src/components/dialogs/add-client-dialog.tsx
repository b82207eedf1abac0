import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { newClientSchema, type CreatedClient, type NewClientInput } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Input, useToast } from '@clientline/shared-ui';
import { useCreateClientMutation } from '@clientline/shared-ui/api/clients';
import { serverMessageOr } from '@clientline/shared-ui/store';
import { CreatedClientStep, loginDetailsTitle } from './created-client-step';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

interface AddClientFormProps {
  initialValues?: Partial<NewClientInput>;
  onCreated(client: CreatedClient): void;
  onCancel(): void;
}

function AddClientForm({ initialValues, onCreated, onCancel }: AddClientFormProps) {
  const [createClient] = useCreateClientMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewClientInput>({ resolver: zodResolver(newClientSchema), defaultValues: { displayName: '', username: '', ...initialValues } });

  const submit = handleSubmit(async (values) => {
    try {
      const client = await createClient(values).unwrap();
      toast({ title: 'Client created successfully', description: `Send ${client.displayName} their login details.` });
      onCreated(client);
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, 'Failed to create client') });
    }
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Field label="Display name" error={errors.displayName?.message} required>
        <Input autoComplete="off" {...register('displayName')} />
      </Field>
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="off" {...register('username')} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Client'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

interface AddClientDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The new client's one-time login details, for the list to keep showing while the page is open. */
  onCreated(client: CreatedClient): void;
  /** Fields filled in already, e.g. from a webhook request. */
  initialValues?: Partial<NewClientInput>;
}

/** Add Client, then the new client's temporary password and first-access link, shown once. */
export function AddClientDialog({ open, onOpenChange, onCreated, initialValues }: AddClientDialogProps) {
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? loginDetailsTitle(created) : 'Add Client'}
      description={created ? undefined : 'The client gets an account with a temporary password and a first-access link.'}
      width={520}
    >
      {created ? (
        <CreatedClientStep client={created} onDone={close} />
      ) : (
        <AddClientForm
          initialValues={initialValues}
          onCancel={close}
          onCreated={(client) => {
            setCreated(client);
            onCreated(client);
          }}
        />
      )}
    </Dialog>
  );
}
