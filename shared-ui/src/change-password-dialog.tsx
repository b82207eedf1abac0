// `@clientline/shared-ui/change-password-dialog`: the one Change Password form, opened from the header's
// account menu and from Sign-in and security. Not a shared singleton: it is bundled with react-hook-form
// into the shell and mfe-auth, so pages without it never download either.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter, Field, Input } from '@clientline/shared-ui/widgets';
import { changePasswordSchema, type ChangePasswordInput } from '@clientline/contracts';
import { useChangePasswordMutation } from '@clientline/shared-ui/api/account';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The user signed in with the temporary password their firm was shown and must choose their own
   * (requiresPasswordChange): the dialog asks for the temporary password and cannot be dismissed; they
   * may sign out instead.
   */
  required?: boolean;
  onSignOut?: () => void;
}

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password, from the header's menu or the Sign-in and security page or, for a user who must change
 * their password, the only thing on screen. Wired by hand rather than a FormDialog, which always closes on Esc or a click outside and offers
 * Cancel: a forced change can be left only by changing the password or signing out.
 */
export function ChangePasswordDialog({ open, onClose, required = false, onSignOut }: ChangePasswordDialogProps) {
  const runWithToasts = useMutationToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  function close() {
    reset(EMPTY);
    onClose();
  }

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const outcome = await runWithToasts(() => changePassword({ currentPassword, newPassword }).unwrap(), {
      success: { title: 'Success', description: 'Your password has been changed successfully.' },
      failure: 'Failed to change password',
    });
    if (outcome.ok) close();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !isLoading && close()}
      dismissible={!required && !isLoading}
      title="Change Password"
      description={required ? 'You signed in with a temporary password. Choose a password of your own before you continue.' : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Fields>
          <Field label={required ? 'Temporary password' : 'Current Password'} error={errors.currentPassword?.message} required>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          {/* The rule of this dialog: at least 6 characters (registration asks for 8, and says so there). */}
          <Field label="New Password" error={errors.newPassword?.message} hint="At least 6 characters." required>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </Fields>
        <DialogFooter>
          {required ? (
            <Button type="button" variant="ghost" onClick={onSignOut} disabled={isLoading}>
              Sign out
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={close} disabled={isLoading}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            Change Password
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
