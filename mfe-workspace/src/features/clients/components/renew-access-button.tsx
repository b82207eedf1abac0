import { useState } from 'react';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useRenewClientAccessMutation } from '@clientline/shared-ui/api/clients';
import type { AccessDetailsProps } from '../../../components/access-details';
import { LoginDetailsDialog } from '../../../components/dialogs/login-details-dialog';

const WIDTH = 520;

interface RenewAccessButtonProps {
  client: { id: string; displayName: string };
  onRenewed(access: AccessDetailsProps & { id: string }): void;
}

/**
 * Resend invitation, for a client who has not chosen a password: confirm (the old link and password stop
 * working), then the api mails the client a new link and the new details are shown here once.
 */
export function RenewAccessButton({ client, onRenewed }: RenewAccessButtonProps) {
  const [open, setOpen] = useState(false);
  const [renewed, setRenewed] = useState<AccessDetailsProps | null>(null);
  const [renew, { isLoading }] = useRenewClientAccessMutation();
  const run = useMutationToast();

  // The row shows the new details only once this dialog closes: it replaces this button.
  const close = () => {
    if (renewed) onRenewed({ ...renewed, id: client.id });
    setOpen(false);
    setRenewed(null);
  };

  const confirm = async () => {
    const outcome = await run(() => renew(client.id).unwrap(), {
      success: { title: 'Invitation sent', description: `${client.displayName} was mailed a new link. You can also give them these details yourself.` },
      failure: 'Failed to resend the invitation',
    });
    if (outcome.ok) setRenewed(outcome.value);
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Resend invitation to ${client.displayName}`}>
        Resend invitation
      </Button>
      {renewed ? (
        <LoginDetailsDialog client={{ ...renewed, displayName: client.displayName }} onDone={close} width={WIDTH} />
      ) : (
        <Dialog
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title={`Resend the invitation to ${client.displayName}?`}
          description="They are mailed a new first-access link, and you get a new temporary password. The old link and password stop working at once."
          width={WIDTH}
        >
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm} loading={isLoading}>
              Resend invitation
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  );
}
