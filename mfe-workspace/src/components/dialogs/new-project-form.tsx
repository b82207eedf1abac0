import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { newProjectExistingClientSchema, newProjectNewClientSchema, type CreateProjectRequest, type CreatedProject } from '@clientline/contracts';
import { Button, Combobox, DialogFooter, Field, Input, Textarea, useToast } from '@clientline/shared-ui';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { useCreateProjectMutation } from '@clientline/shared-ui/api/projects';
import { serverMessageOr } from '@clientline/shared-ui/store';

type ClientMode = 'existing' | 'new';

export interface ProjectFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  clientId: string;
  newClient: { name: string; email: string };
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const ModeChoice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The api's body for the chosen mode: an existing client's id, or the client to create with the project. */
function toRequest(values: ProjectFormValues, mode: ClientMode): CreateProjectRequest {
  const project = { name: values.name, description: values.description, startDate: values.startDate, endDate: values.endDate || null };
  return mode === 'existing' ? { ...project, clientId: values.clientId } : { ...project, newClient: values.newClient };
}

interface NewProjectFormProps {
  /** Pre-selects this client (the client's own projects page). */
  clientId?: string;
  /** Fields filled in already, e.g. from a webhook request; a new client's details choose "New client". */
  initialValues?: Partial<ProjectFormValues>;
  onCreated(project: CreatedProject): void;
  onCancel(): void;
}

/** New Project: for an existing client (searchable) or a new client created in the same call. */
export function NewProjectForm({ clientId, initialValues, onCreated, onCancel }: NewProjectFormProps) {
  const { data: clients = [], isLoading: clientsLoading } = useGetClientsQuery();
  const [mode, setMode] = useState<ClientMode>(initialValues?.newClient?.email ? 'new' : 'existing');
  const effectiveMode: ClientMode = !clientsLoading && clients.length === 0 ? 'new' : mode;
  const [createProject] = useCreateProjectMutation();
  const { toast } = useToast();

  const schema = effectiveMode === 'existing' ? newProjectExistingClientSchema : newProjectNewClientSchema;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ProjectFormValues>,
    defaultValues: {
      name: '',
      description: '',
      startDate: '',
      endDate: '',
      clientId: clientId ?? '',
      newClient: { name: '', email: '' },
      ...initialValues,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const project = await createProject(toRequest(values, effectiveMode)).unwrap();
      toast({ title: 'Project created successfully', description: `${project.name} for ${project.client.displayName}` });
      onCreated(project);
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, 'Failed to create project') });
    }
  });

  const clientOptions = clients.map((client) => ({ value: client.id, label: `${client.displayName} (${client.username})` }));

  return (
    <Form onSubmit={submit} noValidate>
      <Field label="Project name" error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Description">
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Dates>
        <Field label="Start date" error={errors.startDate?.message} required>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field label="End date" hint="Optional" error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </Field>
      </Dates>

      {clients.length > 0 && (
        <ModeChoice>
          <legend>Client</legend>
          <label>
            <input type="radio" name="client-mode" checked={effectiveMode === 'existing'} onChange={() => setMode('existing')} />
            Existing client
          </label>
          <label>
            <input type="radio" name="client-mode" checked={effectiveMode === 'new'} onChange={() => setMode('new')} />
            New client
          </label>
        </ModeChoice>
      )}

      {effectiveMode === 'existing' ? (
        <Field label="Client" error={errors.clientId?.message} required>
          <Controller
            control={control}
            name="clientId"
            render={({ field }) => (
              <Combobox
                options={clientOptions}
                value={field.value || null}
                onValueChange={field.onChange}
                placeholder="Select a client"
                searchLabel="Search clients"
                emptyText="No client matches"
              />
            )}
          />
        </Field>
      ) : (
        <>
          <Field label="Client name" error={errors.newClient?.name?.message} required>
            <Input autoComplete="off" {...register('newClient.name')} />
          </Field>
          <Field label="Client email" error={errors.newClient?.email?.message} required>
            <Input type="email" autoComplete="off" {...register('newClient.email')} />
          </Field>
        </>
      )}

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create Project'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
