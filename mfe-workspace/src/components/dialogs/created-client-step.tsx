import type { CreatedClient } from '@clientline/contracts';
import { Button, DialogFooter } from '@clientline/shared-ui';
import { AccessDetails } from '../access-details';

/** The dialog title while a new client's login details are on screen. */
export const loginDetailsTitle = (client: CreatedClient) => `Login details for ${client.displayName}`;

/** The last step of a dialog that created a client: its login details, shown once, then Done. */
export function CreatedClientStep({ client, onDone }: { client: CreatedClient; onDone(): void }) {
  return (
    <>
      <AccessDetails {...client} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
