import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import styled from '@clientline/shared-ui/styled';
import { editClientPersonSchema, newClientPersonSchema, type ClientPerson, type ProjectSummary } from '@clientline/contracts';
import { useAddClientPersonMutation, useEditClientPersonMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { CheckboxField, Field, Input } from '@clientline/shared-ui/widgets';
import { isApiError } from '@clientline/shared-ui/store';
import { ChoiceGroup } from '../../../components/choice-group';
import { emailChangeHint } from '../../../components/dialogs/client-fields';

const Chosen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[6]};
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** What the firm chooses of the projects a person sees: every project of the client, or the ticked ones. */
const projectAccess = {
  sees: z.enum(['every', 'chosen']),
  chosen: z.array(z.string()),
};
const NONE_CHOSEN = 'Tick at least one project, or let them see every project';
const someChosen = ({ sees, chosen }: { sees: 'every' | 'chosen'; chosen: string[] }) => sees === 'every' || chosen.length > 0;
const addSchema = newClientPersonSchema.omit({ projectIds: true }).extend(projectAccess).refine(someChosen, { message: NONE_CHOSEN, path: ['chosen'] });
const editSchema = editClientPersonSchema.omit({ projectIds: true }).extend(projectAccess).refine(someChosen, { message: NONE_CHOSEN, path: ['chosen'] });
type ProjectAccessValues = { sees: 'every' | 'chosen'; chosen: string[] };

const projectIdsOf = ({ sees, chosen }: ProjectAccessValues) => (sees === 'every' ? null : chosen);

function ProjectAccessFields({ form, projects }: { form: UseFormReturn<ProjectAccessValues, unknown, unknown>; projects: ProjectSummary[] }) {
  const sees = useWatch({ control: form.control, name: 'sees' });
  const error = form.formState.errors.chosen?.message;
  return (
    <ChoiceGroup>
      <legend>Projects they see</legend>
      <label>
        <input type="radio" value="every" {...form.register('sees')} />
        Every project of this client, and those made later
      </label>
      <label>
        <input type="radio" value="chosen" {...form.register('sees')} disabled={projects.length === 0} />
        {projects.length === 0 ? 'Only chosen projects (this client has none yet)' : 'Only these projects'}
      </label>
      {sees === 'chosen' && (
        <Chosen>
          {projects.map((project) => (
            <CheckboxField key={project.id} label={project.name} value={project.id} {...form.register('chosen')} />
          ))}
        </Chosen>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
    </ChoiceGroup>
  );
}

interface PersonDialogProps {
  clientId: string;
  clientName: string;
  projects: ProjectSummary[];
  onClose(): void;
}

/** Add person: a new sign-in on the client's account, emailed an invitation at once. */
export function AddPersonDialog({ clientId, clientName, projects, onClose }: PersonDialogProps) {
  const [addPerson] = useAddClientPersonMutation();
  return (
    <FormDialog
      title={`Add a person to ${clientName}`}
      description="They get a sign-in of their own: we email them an invitation to choose a password."
      width={560}
      schema={addSchema}
      defaultValues={{ displayName: '', username: '', sees: 'every', chosen: [] }}
      submitLabel="Add and invite"
      submit={async ({ sees, chosen, ...values }, form) => {
        try {
          return await addPerson({ clientId, ...values, projectIds: projectIdsOf({ sees, chosen }) }).unwrap();
        } catch (error) {
          // Another account uses the email (409): said on the Email field, where it is corrected.
          if (isApiError(error) && error.status === 409 && error.serverMessage) form.setError('username', { message: error.serverMessage }, { shouldFocus: true });
          throw error;
        }
      }}
      toasts={{ success: (person) => ({ title: `We emailed ${person.displayName} an invitation`, description: `It went to ${person.username}.` }), failure: 'Failed to add the person' }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Field label="Name" error={form.formState.errors.displayName?.message} required>
            <Input autoComplete="off" {...form.register('displayName')} />
          </Field>
          <Field label="Email" error={form.formState.errors.username?.message} required>
            <Input type="email" autoComplete="off" {...form.register('username')} />
          </Field>
          <ProjectAccessFields form={form as unknown as UseFormReturn<ProjectAccessValues, unknown, unknown>} projects={projects} />
        </>
      )}
    </FormDialog>
  );
}

/** Edit person: their name, their email (see emailChangeHint), their phone and the projects they see. */
export function EditPersonDialog({ clientId, person, projects, onClose }: Omit<PersonDialogProps, 'clientName'> & { person: ClientPerson }) {
  const [editPerson] = useEditClientPersonMutation();
  return (
    <FormDialog
      title={`Edit ${person.displayName}`}
      description={emailChangeHint(person.access)}
      width={560}
      schema={editSchema}
      defaultValues={{ displayName: person.displayName, username: person.username, phone: person.phone ?? '', sees: person.projectIds ? 'chosen' : 'every', chosen: person.projectIds ?? [] }}
      submitLabel="Save person"
      submit={async ({ sees, chosen, ...values }, form) => {
        try {
          return await editPerson({ clientId, personId: person.id, ...values, projectIds: projectIdsOf({ sees, chosen }) }).unwrap();
        } catch (error) {
          // Another account uses the email (409): said on the Email field, where it is corrected.
          if (isApiError(error) && error.status === 409 && error.serverMessage) form.setError('username', { message: error.serverMessage }, { shouldFocus: true });
          throw error;
        }
      }}
      toasts={{ success: (answer) => ({ title: answer.message, description: answer.person.displayName }), failure: 'Failed to update the person' }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Field label="Name" error={form.formState.errors.displayName?.message} required>
            <Input autoComplete="off" {...form.register('displayName')} />
          </Field>
          <Field label="Email" error={form.formState.errors.username?.message} required>
            <Input type="email" autoComplete="off" {...form.register('username')} />
          </Field>
          <Field label="Phone" error={form.formState.errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <ProjectAccessFields form={form as unknown as UseFormReturn<ProjectAccessValues, unknown, unknown>} projects={projects} />
        </>
      )}
    </FormDialog>
  );
}
