import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';
import type { EarlyAccessInput } from '@clientline/contracts';
import type { ChoiceQuestion } from '../wizard-steps';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: none;
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const OptionLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const OptionDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** One multiple-choice question of the wizard, as a group of radio cards. */
export function ChoiceGroup({ question }: { question: ChoiceQuestion }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EarlyAccessInput>();
  const errorId = useId();
  const hasError = Boolean(errors[question.name]);
  const field = register(question.name);

  return (
    <Fieldset>
      <Legend>{question.legend}</Legend>
      <Options>
        {question.options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              value={option.value}
              aria-invalid={hasError || undefined}
              aria-describedby={hasError ? errorId : undefined}
              {...field}
            />
            <OptionText>
              <OptionLabel>{option.label}</OptionLabel>
              {option.description && <OptionDescription>{option.description}</OptionDescription>}
            </OptionText>
          </Option>
        ))}
      </Options>
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {question.prompt}
        </ErrorText>
      )}
    </Fieldset>
  );
}
