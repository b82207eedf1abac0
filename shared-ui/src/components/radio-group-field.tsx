import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { FieldErrorText, FieldHint } from './field';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[5]};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
}

interface RadioGroupFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value' | 'checked' | 'defaultChecked' | 'defaultValue'> {
  legend: ReactNode;
  options: readonly RadioOption[];
  /**
   * The choice checked in the HTML itself (react-hook-form checks its default only once hydrated, so a page
   * painted before that would change when it hydrates).
   */
  defaultValue?: string;
  /** Said under the choices and read with the group. */
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * One choice of a few, as radio buttons in a row under a legend, a hint and an error beneath; every radio
 * takes the rest of the props, so react-hook-form's `register(name)` is spread on it once.
 */
export function RadioGroupField({ legend, options, hint, error, defaultValue, ...inputProps }: RadioGroupFieldProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Group aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" value={option.value} defaultChecked={option.value === defaultValue} {...inputProps} />
            {option.label}
          </label>
        ))}
      </Choices>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {hasError && (
        <FieldErrorText id={`${id}-error`} role="alert">
          {error}
        </FieldErrorText>
      )}
    </Group>
  );
}
