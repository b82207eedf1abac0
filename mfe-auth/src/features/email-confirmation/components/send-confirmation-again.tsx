import { Button, useMutationToast } from '@clientline/shared-ui';
import { useResendEmailConfirmationMutation } from '@clientline/shared-ui/api/account';

/** "Send it again": a new confirmation link for the signed-in person's address; the api's answer says where it went. */
export function SendConfirmationAgain() {
  const [resend, { isLoading, isSuccess }] = useResendEmailConfirmationMutation();
  const runWithToasts = useMutationToast();
  const send = () =>
    runWithToasts(() => resend().unwrap(), {
      success: (answer) => ({ title: 'Link sent', description: answer.message }),
      failure: 'Failed to send the link',
    });
  return (
    <Button variant="secondary" onClick={send} loading={isLoading} disabled={isSuccess}>
      {isSuccess ? 'Link sent' : 'Send it again'}
    </Button>
  );
}
