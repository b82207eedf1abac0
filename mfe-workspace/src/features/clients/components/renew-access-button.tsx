import { useState } from 'react';
import type { ClientAccess } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useRenewClientAccessMutation } from '@clientline/shared-ui/api/clients';
import type { AccessDetailsProps } from '../../../components/access-details';
import { LoginDetailsDialog } from '../../../components/dialogs/login-details-dialog';

const WIDTH = 520;

interface RenewAccessButtonProps {
  client: { id: string; displayName: string; access: ClientAccess };
  onRenewed(access: AccessDetailsProps & { id: string }): void;
}

/**
 * Send invitation (never invited: an import said later or never) or Resend invitation, for a client who has
 * not chosen a password: confirm (an old link and password stop working), then the api mails the client a
 * new link and the new details are shown here once.
 */
export function RenewAccessButton({ client, onRenewed }: RenewAccessButtonProps) {
  const [open, setOpen] = useState(false);
  const [renewed, setRenewed] = useState<AccessDetailsProps | null>(null);
  const [renew, { isLoading }] = useRenewClientAccessMutation();
  const run = useMutationToast();
  const first = client.access === 'not_invited';
  const label = first ? 'Send invitation' : 'Resend invitation';

  // The row shows the new details only once this dialog closes: it replaces this button.
  const close = () => {
    if (renewed) onRenewed({ ...renewed, id: client.id });
    setOpen(false);
    setRenewed(null);
  };

  const confirm = async () => {
    const outcome = await run(() => renew(client.id).unwrap(), {
      success: { title: 'Invitation sent', description: `${client.displayName} was mailed ${first ? 'a' : 'a new'} link. You can also give them these details yourself.` },
      failure: first ? 'Failed to send the invitation' : 'Failed to resend the invitation',
    });
    if (outcome.ok) setRenewed(outcome.value);
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${label} to ${client.displayName}`}>
        {label}
      </Button>
      {renewed ? (
        <LoginDetailsDialog client={{ ...renewed, displayName: client.displayName }} onDone={close} width={WIDTH} />
      ) : (
        <Dialog
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title={`${first ? 'Send' : 'Resend'} the invitation to ${client.displayName}?`}
          description={
            first
              ? 'They are mailed a first-access link, and you get a temporary password to give them yourself if you like.'
              : 'They are mailed a new first-access link, and you get a new temporary password. The old link and password stop working at once.'
          }
          width={WIDTH}
        >
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm} loading={isLoading}>
              {label}
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  );
}
