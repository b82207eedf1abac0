import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { useSecondFactorSignIn } from '../hooks/use-sign-in';
import { AuthForm } from './auth-form';

const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What the code step sends: a code of the app, or a recovery code in its place. */
interface SecondFactor {
  code: string;
  recoveryCode: string;
}

type Kind = 'code' | 'recoveryCode';

const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';

interface SecondFactorFormProps {
  /** Back to the email and password. */
  onBack(): void;
}

/**
 * The second step of signing in with two-factor sign-in on: the app's code (or a recovery code instead).
 * The api's refusal (a wrong or used code, too many attempts, too long since the password) shows under the field.
 */
export function SecondFactorForm({ onBack }: SecondFactorFormProps) {
  const [kind, setKind] = useState<Kind>('code');
  const signIn = useSecondFactorSignIn();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactor>({ defaultValues: { code: '', recoveryCode: '' } });

  async function submit(values: SecondFactor) {
    const request = kind === 'code' ? { code: values.code.trim() } : { recoveryCode: values.recoveryCode.trim() };
    const result = await signIn(request);
    if (!result.ok) setError(kind, { message: result.message });
  }

  function switchTo(next: Kind) {
    clearErrors();
    setKind(next);
  }

  return (
    <AuthForm onSubmit={handleSubmit(submit)} submitting={isSubmitting} submitLabel="Verify" busyLabel="Verifying...">
      {kind === 'code' ? (
        <>
          <Prompt id="second-factor-prompt">{CODE_PROMPT}</Prompt>
          <Field label="Authentication code" error={errors.code?.message} required>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              {...register('code', { required: CODE_PROMPT, pattern: { value: /^\s*\d{6}\s*$/, message: CODE_PROMPT } })}
            />
          </Field>
        </>
      ) : (
        <>
          <Prompt>Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.</Prompt>
          <Field label="Recovery code" error={errors.recoveryCode?.message} required>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus {...register('recoveryCode', { required: 'Enter one of your recovery codes' })} />
          </Field>
        </>
      )}
      <Switches>
        <Button type="button" variant="ghost" size="sm" onClick={() => switchTo(kind === 'code' ? 'recoveryCode' : 'code')}>
          {kind === 'code' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          Back
        </Button>
      </Switches>
    </AuthForm>
  );
}
