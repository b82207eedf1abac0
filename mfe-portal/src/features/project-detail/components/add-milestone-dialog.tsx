import { useEffect, useRef, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import type { z } from 'zod';
import { MILESTONES_AT_ONCE_MAX, newMilestonesSchema, type Milestone, type NewMilestonesInput } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { useCreateMilestoneMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { serverMessageOr } from '@clientline/shared-ui/store';
import { PlainList } from '../../../components/panel-parts';
import { MilestoneFields } from './milestone-fields';

const Rows = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.li`
  & + & {
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RowFields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const RowLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const RemoveRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const EMPTY_ROW = { name: '', description: '', dueDate: '' };

type Form = UseFormReturn<NewMilestonesInput, unknown, z.output<typeof newMilestonesSchema>>;

/** "A", "A and B", "A, B and C". */
function namesOf(milestones: Milestone[]): string {
  const names = milestones.map((milestone) => milestone.name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Add Milestone: name and due date required, description optional; Add Another adds a row, so several
 * milestones go in one go (each its own call, in order). If one is refused, those before it are added and
 * leave the form, and the rest stay to be corrected and sent again.
 */
export function AddMilestoneDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const [createMilestone] = useCreateMilestoneMutation();
  const [rows, setRows] = useState(1);
  // What the last submit added before a refusal, for the Error toast.
  const addedBeforeFailure = useRef<Milestone[]>([]);

  async function addAll({ milestones }: z.output<typeof newMilestonesSchema>, form: Form): Promise<Milestone[]> {
    const added: Milestone[] = [];
    addedBeforeFailure.current = added;
    try {
      for (const milestone of milestones) added.push(await createMilestone({ projectId, ...milestone }).unwrap());
    } catch (error) {
      if (added.length > 0) form.reset({ milestones: form.getValues('milestones').slice(added.length) });
      throw error;
    }
    return added;
  }

  function failure(error: unknown): string {
    const reason = serverMessageOr(error, 'Failed to create milestone');
    const added = addedBeforeFailure.current;
    if (added.length === 0) return reason;
    return `${reason.replace(/\.$/, '')}. ${namesOf(added)} ${added.length === 1 ? 'was' : 'were'} added; the others are still in the form.`;
  }

  return (
    <FormDialog
      title="Add Milestone"
      description="Your client sees it on their portal at once."
      schema={newMilestonesSchema}
      defaultValues={{ milestones: [EMPTY_ROW] }}
      submitLabel={rows === 1 ? 'Add Milestone' : `Add ${rows} Milestones`}
      submit={addAll}
      toasts={{
        success: (added) =>
          added.length === 1
            ? { title: 'Milestone created successfully', description: `${added[0]!.name} is due ${formatDay(added[0]!.dueDate)}.` }
            : { title: 'Milestones created successfully', description: `${namesOf(added)} were added.` },
        failure,
      }}
      onClose={onClose}
      width={560}
    >
      {(form) => <MilestoneRows form={form} onCount={setRows} />}
    </FormDialog>
  );
}

/** One set of fields per milestone, each with Remove when there are several, then Add Another. */
function MilestoneRows({ form, onCount }: { form: Form; onCount(count: number): void }) {
  const rows = useFieldArray({ control: form.control, name: 'milestones' });
  const errors = form.formState.errors.milestones;
  const several = rows.fields.length > 1;
  useEffect(() => onCount(rows.fields.length), [rows.fields.length, onCount]);

  return (
    <>
      <Rows as="ol">
        {rows.fields.map((field, index) => (
          <Row key={field.id}>
            {/* A group named by its number once there are several; one milestone's fields need no group. */}
            <RowFields as={several ? undefined : 'div'}>
              {several && <RowLegend>Milestone {index + 1}</RowLegend>}
              <MilestoneFields register={(name) => form.register(`milestones.${index}.${name}`)} errors={errors?.[index]} />
              {several && (
                <RemoveRow>
                  <Button type="button" size="sm" variant="ghost" onClick={() => rows.remove(index)} aria-label={`Remove milestone ${index + 1}`}>
                    Remove
                  </Button>
                </RemoveRow>
              )}
            </RowFields>
          </Row>
        ))}
      </Rows>
      <div>
        <Button type="button" variant="ghost" disabled={rows.fields.length >= MILESTONES_AT_ONCE_MAX} onClick={() => rows.append(EMPTY_ROW)}>
          Add Another
        </Button>
      </div>
    </>
  );
}
