import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_MAX_LENGTH, projectActionSchema, type ProjectAction, type ProjectActionInput } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { useGetFirmRolesQuery } from '@clientline/shared-ui/api/firm-roles';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { Field, Select, Textarea } from '@clientline/shared-ui/widgets';

// The contract's schema of each kind of action is its dialog's form: the browser and the api give the same message.
const [ASSIGN, MESSAGE, , MOVE] = projectActionSchema.options;

/** What every dialog of an action on the chosen projects is given. */
interface ActionDialogProps {
  projectIds: string[];
  /** Starts the action (POST /api/project-actions). */
  start(input: ProjectActionInput): Promise<ProjectAction>;
  onStarted(action: ProjectAction): void;
  onClose(): void;
}

// One select offers both, so a choice's value says which it is.
const MEMBER = 'member:';
const ROLE = 'role:';

type AssignForm = UseFormReturn<z.input<typeof ASSIGN>, unknown, z.output<typeof ASSIGN>>;

/** A person of the team, or one of the firm's roles: the one select sets `memberId` or `roleId`, and clears the other. */
function AssigneeField({ form }: { form: AssignForm }) {
  const { data: team = [] } = useGetTeamMembersQuery();
  const { data: roles = [] } = useGetFirmRolesQuery();
  // Registered as `memberId`, where the contract puts its "choose one" message, so a refused submit focuses it.
  const { field, fieldState } = useController({ control: form.control, name: 'memberId' });
  const roleId = useWatch({ control: form.control, name: 'roleId' });
  const value = field.value ? `${MEMBER}${field.value}` : roleId ? `${ROLE}${roleId}` : '';
  const choose = (chosen: string) => {
    // The role first: the member's change checks the pair again.
    form.setValue('roleId', chosen.startsWith(ROLE) ? chosen.slice(ROLE.length) : undefined);
    field.onChange(chosen.startsWith(MEMBER) ? chosen.slice(MEMBER.length) : undefined);
  };
  return (
    <Field label="Assign to" hint="A role assigns whoever fills it for each project's client." error={fieldState.error?.message} required>
      <Select ref={field.ref} name={field.name} onBlur={field.onBlur} value={value} onChange={(event) => choose(event.target.value)}>
        <option value="">Choose a person or a role</option>
        <optgroup label="Team members">
          {team.map((member) => (
            <option key={member.id} value={`${MEMBER}${member.id}`}>
              {member.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Roles">
          {roles.map((role) => (
            <option key={role.id} value={`${ROLE}${role.id}`}>
              {role.name}
            </option>
          ))}
        </optgroup>
      </Select>
    </Field>
  );
}

/** Assign…: adds a person, or whoever fills a role for each client, to the chosen projects. */
export function AssignDialog({ projectIds, start, onStarted, onClose }: ActionDialogProps) {
  return (
    <FormDialog
      title={`Assign ${counted(projectIds.length, 'project')}`}
      description="Whoever is assigned already stays."
      schema={ASSIGN}
      defaultValues={{ kind: 'assign', projectIds }}
      submitLabel="Assign"
      submit={start}
      toasts={{ failure: 'Failed to assign the projects' }}
      onDone={onStarted}
      onClose={onClose}
    >
      {(form) => <AssigneeField form={form} />}
    </FormDialog>
  );
}

/** Message…: the same chat message on each chosen project. */
export function MessageDialog({ projectIds, start, onStarted, onClose }: ActionDialogProps) {
  return (
    <FormDialog
      title={`Message the clients of ${counted(projectIds.length, 'project')}`}
      description="The message is posted in each project's conversation, from you."
      schema={MESSAGE}
      defaultValues={{ kind: 'message', projectIds, content: '' }}
      submitLabel={`Post on ${counted(projectIds.length, 'project')}`}
      submit={start}
      toasts={{ failure: 'Failed to send the message' }}
      onDone={onStarted}
      onClose={onClose}
    >
      {(form) => (
        <Field label="Message" error={form.formState.errors.content?.message} required>
          <Textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} {...form.register('content')} />
        </Field>
      )}
    </FormDialog>
  );
}

/** Move to…: makes one stage of the board's template the current one of each chosen project; none is chosen for them. */
export function MoveDialog({ projectIds, stages, start, onStarted, onClose }: ActionDialogProps & { stages: string[] }) {
  return (
    <FormDialog
      title={`Move ${counted(projectIds.length, 'project')}`}
      description="Each project's milestones are set so this stage is its current one."
      schema={MOVE}
      defaultValues={{ kind: 'move', projectIds, stage: '' }}
      submitLabel="Move"
      submit={start}
      toasts={{ failure: 'Failed to move the projects' }}
      onDone={onStarted}
      onClose={onClose}
    >
      {(form) => (
        <Field label="Stage" error={form.formState.errors.stage?.message} required>
          <Select {...form.register('stage')}>
            <option value="" disabled>
              Choose a stage
            </option>
            {stages.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
