import type { ReactNode } from 'react';
import { Button } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question naming what is affected, e.g. "Remove Theo Finch from Harbor & Finch Legal?". */
  title: string;
  /** What happens, in full, before anyone agrees to it. */
  description: ReactNode;
  confirmLabel: string;
  /** Red, for what cannot be undone with one click. */
  destructive?: boolean;
  /** While the confirmed call runs: the button is busy and the dialog stays. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that changes or removes something for good: Cancel, or the action itself. */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()} title={title} description={description} dismissible={!busy}>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
