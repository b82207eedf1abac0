import { useRef } from 'react';
import styled from '@clientline/shared-ui/styled';
import { editProjectSchema, type Project } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { Field, Input, Textarea } from '@clientline/shared-ui/widgets';
import { useUpdateProjectMutation } from '@clientline/shared-ui/api/projects';
import { formatDay, toDateInputValue } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { serverMessageOr } from '@clientline/shared-ui/store';

const ClearRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** "Jan 15, 2030 to Apr 15, 2030", or "from Jan 15, 2030, with no end date". */
function datesText({ startDate, endDate }: Pick<Project, 'startDate' | 'endDate'>): string {
  return endDate ? `${formatDay(startDate)} to ${formatDay(endDate)}` : `from ${formatDay(startDate)}, with no end date`;
}

/**
 * Edit Project: name, description and dates. A completed project's dates are final (its score came from
 * them), so they show read-only and go back unchanged. A save that moves the dates says so in the spec's
 * words ("Project dates updated successfully", or "Failed to update project dates"), whatever else it
 * changed; any other save says "Project updated".
 */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const [updateProject] = useUpdateProjectMutation();
  const datesAreFinal = project.status === 'completed';
  const startBefore = toDateInputValue(project.startDate);
  const endBefore = toDateInputValue(project.endDate);
  // Whether the save being made moves the dates: read by its toasts once the call has answered.
  const movesDates = useRef(false);
  return (
    <FormDialog
      title="Edit Project"
      description={datesAreFinal ? 'The project is completed: its dates are final.' : 'Leave the end date empty when there is none.'}
      schema={editProjectSchema}
      defaultValues={{
        name: project.name,
        description: project.description ?? '',
        startDate: startBefore,
        endDate: endBefore,
      }}
      submitLabel="Save Project"
      submit={({ name, description, startDate, endDate }) => {
        movesDates.current = startDate !== startBefore || (endDate || '') !== endBefore;
        return updateProject({ projectId: project.id, name, description: description ?? '', startDate, endDate: endDate || null }).unwrap();
      }}
      toasts={{
        success: (updated) =>
          movesDates.current
            ? { title: 'Project dates updated successfully', description: `${updated.name} runs ${datesText(updated)}.` }
            : { title: 'Project updated', description: updated.name },
        failure: (error) => serverMessageOr(error, movesDates.current ? 'Failed to update project dates' : 'Failed to update project'),
      }}
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
