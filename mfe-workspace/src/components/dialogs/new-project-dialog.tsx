import { useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import type { z } from 'zod';
import {
  newProjectExistingClientSchema,
  newProjectNewClientSchema,
  type CreatedClient,
  type CreateProjectRequest,
} from '@clientline/contracts';
import { CheckboxField, Combobox, Field, Input, Textarea } from '@clientline/shared-ui/widgets';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { useCreateProjectMutation } from '@clientline/shared-ui/api/projects';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { LoginDetailsDialog, useFlowOpener } from './login-details-dialog';
import { useBusyLabel } from './use-busy-label';
import { ChoiceGroup, ChoiceRow } from '../choice-group';
import { isTeamMember } from '@clientline/shared-ui/permissions';

const WIDTH = 560;

type ClientMode = 'existing' | 'new';

export interface ProjectFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  clientId: string;
  newClient: { name: string; email: string };
}

// The form holds the fields of both modes; the chosen mode's schema checks it.
const SCHEMAS = {
  existing: newProjectExistingClientSchema,
  new: newProjectNewClientSchema,
} as unknown as Record<ClientMode, z.ZodType<ProjectFormValues, ProjectFormValues>>;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The api's body for the chosen mode: an existing client's id, or the client to create with the project;
 * and the colleagues who work on it (the creator always does).
 */
function toRequest(values: ProjectFormValues, mode: ClientMode, assigneeIds: string[]): CreateProjectRequest {
  const project = { name: values.name, description: values.description, startDate: values.startDate, endDate: values.endDate || null, assigneeIds };
  return mode === 'existing' ? { ...project, clientId: values.clientId } : { ...project, newClient: values.newClient };
}

interface NewProjectDialogProps {
  onClose(): void;
  /** Pre-selects this client (the client's own projects page). */
  clientId?: string;
  /** Fields filled in already, e.g. from a webhook request; a new client's details choose "New client". */
  initialValues?: Partial<ProjectFormValues>;
}

/**
 * New Project: for an existing client (searchable) or a new client created in the same call; when it
 * created a client, that client's login details are shown before the dialog closes.
 */
export function NewProjectDialog({ onClose, clientId, initialValues }: NewProjectDialogProps) {
  const { data: clients = [], isLoading: clientsLoading } = useGetClientsQuery();
  const [mode, setMode] = useState<ClientMode>(initialValues?.newClient?.email ? 'new' : 'existing');
  const effectiveMode: ClientMode = !clientsLoading && clients.length === 0 ? 'new' : mode;
  const [createProject] = useCreateProjectMutation();
  const teamMembers = (useGetTeamMembersQuery().data ?? []).filter(isTeamMember);
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const toggleAssignee = (id: string, assigned: boolean) =>
    setAssigneeIds((current) => (assigned ? [...current, id] : current.filter((each) => each !== id)));
  const [createdClient, setCreatedClient] = useState<CreatedClient | null>(null);
  const submitLabel = useBusyLabel('Create Project', 'Creating...');
  const opener = useFlowOpener();

  if (createdClient) return <LoginDetailsDialog client={createdClient} onDone={onClose} opener={opener} width={WIDTH} />;

  const clientOptions = clients.map((client) => ({ value: client.id, label: `${client.displayName} (${client.username})` }));
  return (
    <FormDialog
      title="New Project"
      description="Give the project a name, its dates and the client it is for."
      width={WIDTH}
      schema={SCHEMAS[effectiveMode]}
      defaultValues={{
        name: '',
        description: '',
        startDate: '',
        endDate: '',
        clientId: clientId ?? '',
        newClient: { name: '', email: '' },
        ...initialValues,
      }}
      submitLabel={submitLabel.label}
      submit={(values) => submitLabel.during(() => createProject(toRequest(values, effectiveMode, assigneeIds)).unwrap())}
      toasts={{
        success: (project) => ({ title: 'Project created successfully', description: `${project.name} for ${project.client.displayName}` }),
        failure: 'Failed to create project',
      }}
      onDone={(project) => {
        if (!project.newClient) return;
        setCreatedClient(project.newClient);
        return 'keep-open';
      }}
      onClose={onClose}
    >
      {({ register, control, formState: { errors } }) => (
        <>
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
            <ChoiceRow>
              <legend>Client</legend>
              <label>
                <input type="radio" name="client-mode" checked={effectiveMode === 'existing'} onChange={() => setMode('existing')} />
                Existing client
              </label>
              <label>
                <input type="radio" name="client-mode" checked={effectiveMode === 'new'} onChange={() => setMode('new')} />
                New client
              </label>
            </ChoiceRow>
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

          {teamMembers.length > 0 && (
            <ChoiceGroup>
              <legend>Team members working on it</legend>
              {teamMembers.map((member) => (
                <CheckboxField
                  key={member.id}
                  label={member.name}
                  checked={assigneeIds.includes(member.id)}
                  onChange={(event) => toggleAssignee(member.id, event.target.checked)}
                />
              ))}
            </ChoiceGroup>
          )}
        </>
      )}
    </FormDialog>
  );
}
