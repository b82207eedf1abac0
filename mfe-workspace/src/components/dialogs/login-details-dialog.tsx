import { useLayoutEffect, useState } from 'react';
import { Button } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { AccessDetails, type AccessDetailsProps } from '../access-details';

/** What had focus when a dialog flow began (the button that opened it): call it where the flow mounts. */
export function useFlowOpener(): HTMLElement | null {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return opener;
}

interface LoginDetailsDialogProps {
  client: AccessDetailsProps & { displayName: string };
  onDone(): void;
  /** The flow's opener, when this dialog replaces the flow's form: focus returns there after Done. */
  opener?: HTMLElement | null;
  width?: number;
}

/**
 * A client's login details right after they were made (Add Client, a New Project with a new client, a new
 * access link), shown once since the api keeps no clear copy, then Done.
 */
export function LoginDetailsDialog({ client, onDone, opener, width }: LoginDetailsDialogProps) {
  // A Dialog returns focus on close to what had it when it opened; here that was a control of the form this
  // dialog replaces, gone by now. Hand focus back to the flow's opener first, so Done returns it there.
  useLayoutEffect(() => {
    opener?.focus();
  }, [opener]);

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()} title={`Login details for ${client.displayName}`} width={width}>
      <AccessDetails username={client.username} temporaryPassword={client.temporaryPassword} firstAccessUrl={client.firstAccessUrl} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
