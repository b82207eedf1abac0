import { useState } from 'react';
import { Button, Dialog, DialogFooter, useToast } from '@clientline/shared-ui';
import { useRenewClientAccessMutation } from '@clientline/shared-ui/api/clients';
import { serverMessageOr } from '@clientline/shared-ui/store';
import { AccessDetails, type AccessDetailsProps } from '../../../components/access-details';

interface RenewAccessButtonProps {
  client: { id: string; displayName: string };
  onRenewed(access: AccessDetailsProps & { id: string }): void;
}

/** New login details for a client who lost theirs: confirm (the old ones stop working), then show them once. */
export function RenewAccessButton({ client, onRenewed }: RenewAccessButtonProps) {
  const [open, setOpen] = useState(false);
  const [renewed, setRenewed] = useState<AccessDetailsProps | null>(null);
  const [renew, { isLoading }] = useRenewClientAccessMutation();
  const { toast } = useToast();

  // The row shows the new details only once this dialog closes: it replaces this button.
  const close = () => {
    if (renewed) onRenewed({ ...renewed, id: client.id });
    setOpen(false);
    setRenewed(null);
  };

  const confirm = async () => {
    try {
      const access = await renew(client.id).unwrap();
      setRenewed(access);
      toast({ title: 'New access link created', description: `Send ${client.displayName} the new details.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessageOr(error, 'Failed to create a new access link') });
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`New access link for ${client.displayName}`}>
        New access link
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={renewed ? `Login details for ${client.displayName}` : `New access link for ${client.displayName}?`}
        description={
          renewed ? undefined : 'The client gets a new temporary password and first-access link. The old ones stop working at once.'
        }
        width={520}
      >
        {renewed ? <AccessDetails {...renewed} /> : null}
        <DialogFooter>
          {renewed ? (
            <Button type="button" onClick={close}>
              Done
            </Button>
          ) : (
            <>
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="button" onClick={confirm} loading={isLoading}>
                Create new link
              </Button>
            </>
          )}
        </DialogFooter>
      </Dialog>
    </>
  );
}
