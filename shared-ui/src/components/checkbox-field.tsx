import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: start;

  input {
    width: 18px;
    height: 18px;
    margin-top: 1px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
`;

const Hint = styled.p`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: ReactNode;
  /** Said under the label and read with the checkbox: what ticking it does, and its default. */
  hint?: ReactNode;
}

/** A checkbox with its label beside it and a hint beneath; takes react-hook-form's `register(...)` props. */
export function CheckboxField({ label, hint, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Row>
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...inputProps} />
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Row>
  );
}
