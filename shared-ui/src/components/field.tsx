import { useId, useMemo, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { FieldContext, type FieldControlProps } from './field-context';

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.destructiveText};
`;

/** The hint under a form control (also RadioGroupField's). */
export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The error under a form control (also RadioGroupField's). */
export const FieldErrorText = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Error shown under the control; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** One `Input`, `Textarea` or `Select`; it receives the id and ARIA wiring. */
  children: ReactNode;
}

export function Field({ label, hint, error, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const control = useMemo<FieldControlProps>(() => {
    const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
    return {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': hasError || undefined,
      'aria-required': required || undefined,
    };
  }, [id, hint, hintId, hasError, errorId, required]);

  return (
    <FieldRoot>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden>*</RequiredMark>}
      </Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {hasError && (
        <FieldErrorText id={errorId} role="alert">
          {error}
        </FieldErrorText>
      )}
    </FieldRoot>
  );
}
