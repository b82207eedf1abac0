import styled from '@clientline/shared-ui/styled';
import { editProjectSchema, type Project } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { Field, Input, Textarea } from '@clientline/shared-ui/widgets';
import { useUpdateProjectMutation } from '@clientline/shared-ui/api/projects';
import { toDateInputValue } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

const ClearRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * Edit Project: name, description and dates. A completed project's dates are final (its score came from
 * them), so they show read-only and go back unchanged.
 */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const [updateProject] = useUpdateProjectMutation();
  const datesAreFinal = project.status === 'completed';
  return (
    <FormDialog
      title="Edit Project"
      description={datesAreFinal ? 'The project is completed: its dates are final.' : 'Leave the end date empty when there is none.'}
      schema={editProjectSchema}
      defaultValues={{
        name: project.name,
        description: project.description ?? '',
        startDate: toDateInputValue(project.startDate),
        endDate: toDateInputValue(project.endDate),
      }}
      submitLabel="Save Project"
      submit={({ name, description, startDate, endDate }) =>
        updateProject({ projectId: project.id, name, description: description ?? '', startDate, endDate: endDate || null }).unwrap()
      }
      toasts={{ success: (updated) => ({ title: 'Project updated', description: updated.name }), failure: 'Failed to update project' }}
      onClose={onClose}
    >
      {({ register, setValue, formState: { errors } }) => (
        <>
          <Field label="Project Name" required error={errors.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea rows={4} {...register('description')} />
          </Field>
          <Field label="Start Date" required error={errors.startDate?.message}>
            <Input type="date" readOnly={datesAreFinal} {...register('startDate')} />
          </Field>
          <Field label="End Date" error={errors.endDate?.message}>
            <Input type="date" readOnly={datesAreFinal} {...register('endDate')} />
          </Field>
          {!datesAreFinal && (
            <ClearRow>
              <Button type="button" variant="ghost" size="sm" onClick={() => setValue('endDate', '', { shouldDirty: true })}>
                Clear end date
              </Button>
            </ClearRow>
          )}
        </>
      )}
    </FormDialog>
  );
}
