import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { dashboardRangeSchema, type DashboardRangeInput } from '@clientline/contracts';
import { Button, Field, Input, media } from '@clientline/shared-ui';
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
