import type { ClientListItem } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useCancelClientEmailChangeMutation } from '@clientline/shared-ui/api/clients';

/**
 * A new email the firm set for a client who chose their own password: it waits for the client to confirm
 * it from the link mailed there. The owner and admins may cancel it.
 */
export function PendingEmailChange({ client, canManage }: { client: Pick<ClientListItem, 'id' | 'displayName' | 'pendingEmail'>; canManage: boolean }) {
  const [cancel, { isLoading }] = useCancelClientEmailChangeMutation();
  const run = useMutationToast();
  if (!client.pendingEmail) return null;
  return (
    <div>
      <dt>Email change waiting</dt>
      <dd>
        {client.pendingEmail}: the email changes once {client.displayName} confirms it from the link mailed there.
        {canManage && (
          <>
            {' '}
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={isLoading}
              aria-label={`Cancel the email change of ${client.displayName}`}
              onClick={() =>
                run(() => cancel(client.id).unwrap(), {
                  success: (answer) => ({ title: 'Email change cancelled', description: answer.message }),
                  failure: 'Failed to cancel the email change',
                })
              }
            >
              Cancel change
            </Button>
          </>
        )}
      </dd>
    </div>
  );
}
