// "Confirm it's you", loaded by AppProviders' ReauthenticationGate only when a sensitive call asks for it, so
// no page downloads it (nor react-hook-form and the schemas) before then. It reaches the rest of shared-ui by
// package name, so it shares their one copy (the store that waits for its answer among them).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { Dialog, DialogFooter, Field, Input } from '@clientline/shared-ui/widgets';
import { REAUTHENTICATION_REQUIRED_MESSAGE, reauthenticateSchema, type ReauthenticateRequest } from '@clientline/contracts';
import { useReauthenticateMutation } from '@clientline/shared-ui/api/account';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { apiFieldError, identityCheckSettled, isApiError } from '@clientline/shared-ui/store';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const FormError = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The api's refusal on the field it names (a wrong password or code), else above the buttons (too many attempts, offline). */
function fieldOf(error: unknown): 'password' | 'code' | 'root' {
  if (apiFieldError(error, 'password')) return 'password';
  if (apiFieldError(error, 'code')) return 'code';
  return 'root';
}

/**
 * Asks for the password again (and a code of the app when two-factor sign-in is on); once the api accepts
 * it, the calls that asked are made again. Cancel, Esc or a click outside leaves everything as it was.
 */
export default function ReauthenticationDialog() {
  const { data: user } = useGetCurrentUserQuery();
  const withCode = user?.twoFactorEnabled === true;
  const [reauthenticate, { isLoading }] = useReauthenticateMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReauthenticateRequest>({ resolver: zodResolver(reauthenticateSchema), defaultValues: { password: '', code: withCode ? '' : undefined } });

  const submit = handleSubmit(async (values) => {
    try {
      await reauthenticate(values).unwrap();
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || 'Your password could not be checked. Check your connection and try again.';
      setError(fieldOf(error), { message }, { shouldFocus: true });
      return;
    }
    identityCheckSettled(true);
  });

  const cancel = () => identityCheckSettled(false);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && cancel()}
      dismissible={!isLoading}
      title="Confirm it's you"
      description={withCode ? `${REAUTHENTICATION_REQUIRED_MESSAGE} Then enter the code from your authenticator app.` : REAUTHENTICATION_REQUIRED_MESSAGE}
    >
      <form onSubmit={submit} noValidate>
        <Fields>
          <Field label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" autoFocus {...register('password')} />
          </Field>
          {withCode && (
            <Field label="Code from the app" error={errors.code?.message} required>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
            </Field>
          )}
        </Fields>
        {errors.root && <FormError role="alert">{errors.root.message}</FormError>}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={cancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            Confirm
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
