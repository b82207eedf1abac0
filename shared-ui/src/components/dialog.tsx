import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { lazyWithPreload } from '@clientline/shared-ui';
import { LoadBoundary } from './load-boundary';

const OpenDialog = lazyWithPreload(() => import('./open-dialog').then((module) => module.default));

/** Buttons row for the end of a dialog's content. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

export interface DialogProps {
  open: boolean;
  /** Called with `false` when the user asks to close (Esc, the close button, a click outside). */
  onOpenChange(open: boolean): void;
  /** Names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** When false, only the dialog's own actions close it (no Esc, no close button, no click outside). */
  dismissible?: boolean;
  /** Maximum width in px. */
  width?: number;
  children?: ReactNode;
}

/**
 * A modal dialog in a portal on document.body: focus moves to its first control and Tab keeps it inside, the
 * rest of the page is hidden from screen readers and does not scroll, Esc or a press outside closes it (the
 * topmost, when one opened another), and focus returns to where it was when it opened. Its code loads when a
 * dialog first opens; if it cannot be downloaded, a notice offers to try again or to give up (which closes
 * the dialog).
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <LoadBoundary onDismiss={() => props.onOpenChange(false)}>
      <OpenDialog {...props} />
    </LoadBoundary>
  );
}
