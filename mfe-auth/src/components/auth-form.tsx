import type { BaseSyntheticEvent, ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { useSingleSubmit } from '../hooks/use-single-submit';

const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

interface AuthFormProps {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  /** True while the call runs (react-hook-form's `isSubmitting`). */
  submitting: boolean;
  submitLabel: string;
  /** What the button says while the call runs, e.g. 'Logging in...'. */
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form of this remote (Login, Register, Set Password): its fields stacked at an even rhythm and one
 * full-width submit button, disabled and saying `busyLabel` while the call runs. A second submit meanwhile
 * sends nothing, so a double click or a repeated Enter makes one request.
 */
export function AuthForm({ onSubmit, submitting, submitLabel, busyLabel, children }: AuthFormProps) {
  const submit = useSingleSubmit(onSubmit);
  return (
    <Stack onSubmit={submit} noValidate>
      {children}
      <Actions>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      </Actions>
    </Stack>
  );
}
