import { useState } from 'react';
import { Button, Dialog, DialogFooter, useMutationToast } from '@clientline/shared-ui';
import { useRenewClientAccessMutation } from '@clientline/shared-ui/api/clients';
import type { AccessDetailsProps } from '../../../components/access-details';
import { LoginDetailsDialog } from '../../../components/dialogs/login-details-dialog';

const WIDTH = 520;

interface RenewAccessButtonProps {
  client: { id: string; displayName: string };
  onRenewed(access: AccessDetailsProps & { id: string }): void;
}

/** New login details for a client who lost theirs: confirm (the old ones stop working), then show them once. */
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
      success: { title: 'New access link created', description: `Send ${client.displayName} the new details.` },
      failure: 'Failed to create a new access link',
    });
    if (outcome.ok) setRenewed(outcome.value);
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`New access link for ${client.displayName}`}>
        New access link
      </Button>
      {renewed ? (
        <LoginDetailsDialog client={{ ...renewed, displayName: client.displayName }} onDone={close} width={WIDTH} />
      ) : (
        <Dialog
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title={`New access link for ${client.displayName}?`}
          description="The client gets a new temporary password and first-access link. The old ones stop working at once."
          width={WIDTH}
        >
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="button" onClick={confirm} loading={isLoading}>
              Create new link
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  );
}
