import { useId, useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';
import type { DialogProps } from '../dialog';

// The panel sits inside the overlay, so the overlay scrolls and centres it, and a click on the overlay is
// a click outside the panel.
const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};

  ${media.sm} {
    align-items: center;
  }
`;

const Panel = styled(DialogPrimitive.Content)<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

// A title may name what a person typed (a document, a link): a long word wraps rather than widening the panel.
const Title = styled(DialogPrimitive.Title)`
  padding-right: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Description = styled(DialogPrimitive.Description)`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;


const Body = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

// Last in the DOM so Tab reaches the content first, but drawn in the top-right corner.
const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.neutralSoft};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export default function RadixDialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  width = 480,
  children,
}: DialogProps) {
  const descriptionId = useId();
  // Radix returns focus to its own Trigger; our dialogs are opened from anywhere, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);

  function keepOpen(event: Event) {
    if (!dismissible) event.preventDefault();
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay>
          <Panel
            $width={width}
            aria-modal="true"
            aria-describedby={description ? descriptionId : undefined}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement as HTMLElement | null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            onEscapeKeyDown={keepOpen}
            onInteractOutside={keepOpen}
          >
            <Title>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
            <Body>{children}</Body>
            {dismissible && (
              <CloseButton aria-label="Close">
                <span aria-hidden>×</span>
              </CloseButton>
            )}
          </Panel>
        </Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
