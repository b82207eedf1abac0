import { useState, type ChangeEvent } from 'react';
import styled from '@clientline/shared-ui/styled';
// The rules without zod: a dashboard has no other form, so it does not download every schema.
import { dateRangeProblems, type DateRangeInput } from '@clientline/contracts/dates';
import { Button, media } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import type { DashboardRange } from '@clientline/shared-ui/api/metrics';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  & > div {
    flex: 1 1 160px;
    max-width: 220px;
  }
`;

// Lines the button up with the inputs under their labels once all three share a row.
const ButtonSlot = styled.div`
  display: flex;
  align-self: flex-start;

  ${media.sm} {
    padding-top: 29px;
  }
`;

const EMPTY = { startDate: '', endDate: '' };

/** The dashboard's range: each valid change applies at once; Reset clears both ends. */
export function DateRangeForm({ onChange }: { onChange(range: DashboardRange): void }) {
  const [values, setValues] = useState<Required<DateRangeInput>>(EMPTY);
  const problems = dateRangeProblems(values);

  const change = (field: 'startDate' | 'endDate') => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (Object.keys(dateRangeProblems(next)).length === 0) {
      onChange({ startDate: next.startDate || undefined, endDate: next.endDate || undefined });
    }
  };

  const resetRange = () => {
    setValues(EMPTY);
    onChange({});
  };

  return (
    <Form aria-label="Date range" onSubmit={(event) => event.preventDefault()} noValidate>
      <Field label="Start date" error={problems.startDate}>
        <Input type="date" name="startDate" value={values.startDate ?? ''} onChange={change('startDate')} />
      </Field>
      <Field label="End date" error={problems.endDate}>
        <Input type="date" name="endDate" value={values.endDate ?? ''} onChange={change('endDate')} />
      </Field>
      <ButtonSlot>
        <Button type="button" variant="secondary" onClick={resetRange}>
          Reset
        </Button>
      </ButtonSlot>
    </Form>
  );
}
