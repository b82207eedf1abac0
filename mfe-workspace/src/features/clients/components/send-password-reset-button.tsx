import { Button, useMutationToast } from '@clientline/shared-ui';
import { useSendClientPasswordResetMutation } from '@clientline/shared-ui/api/clients';

/** For a client who set a password and lost it: mails them a link to choose a new one (the firm never sees it). */
export function SendPasswordResetButton({ client }: { client: { id: string; displayName: string } }) {
  const [sendReset, { isLoading }] = useSendClientPasswordResetMutation();
  const run = useMutationToast();
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      loading={isLoading}
      aria-label={`Send password reset to ${client.displayName}`}
      onClick={() =>
        run(() => sendReset(client.id).unwrap(), {
          success: (answer) => ({ title: 'Password reset sent', description: answer.message }),
          failure: 'Failed to send the password reset',
        })
      }
    >
      Send password reset
    </Button>
  );
}
