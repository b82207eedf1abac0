import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { dashboardRangeSchema, type DashboardRangeInput } from '@clientline/contracts';
import { Button, Field, Input } from '@clientline/shared-ui';
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

const ButtonSlot = styled.div`
  display: flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: 26px;
`;

const EMPTY = { startDate: '', endDate: '' };

/** The dashboard's range: each valid change applies at once; Reset clears both ends. */
export function DateRangeForm({ onChange }: { onChange(range: DashboardRange): void }) {
  const {
    register,
    reset,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<DashboardRangeInput>({ resolver: zodResolver(dashboardRangeSchema), defaultValues: EMPTY, mode: 'onChange' });

  // Checks the values of this very change (a later change validates its own), then shows the messages.
  const applyIfValid = () => {
    const range = dashboardRangeSchema.safeParse(getValues());
    if (range.success) onChange({ startDate: range.data.startDate ?? undefined, endDate: range.data.endDate ?? undefined });
    void trigger();
  };

  const resetRange = () => {
    reset(EMPTY);
    onChange({});
  };

  return (
    <Form aria-label="Date range" onSubmit={(event) => event.preventDefault()} noValidate>
      <Field label="Start date">
        <Input type="date" {...register('startDate', { onChange: applyIfValid })} />
      </Field>
      <Field label="End date" error={errors.endDate?.message}>
        <Input type="date" {...register('endDate', { onChange: applyIfValid })} />
      </Field>
      <ButtonSlot>
        <Button type="button" variant="secondary" onClick={resetRange}>
          Reset
        </Button>
      </ButtonSlot>
    </Form>
  );
}
