import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from '@clientline/shared-ui/styled';
import { media, useHydrated } from '@clientline/shared-ui';
import type { DialogProps } from './dialog';
import { openModal, tabbableIn } from './modal-page';

// The panel sits inside the overlay, so the overlay scrolls and centres it, and a press on the overlay is
// a press outside the panel.
const Overlay = styled.div`
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

const Panel = styled.div<{ $width: number }>`
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
const Title = styled.h2`
  padding-right: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

// Last in the DOM so Tab reaches the content first, but drawn in the top-right corner.
const CloseButton = styled.button`
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

/** An open dialog (see `Dialog`), drawn in the browser only: a page rendered on the server shows it once hydrated. */
export default function OpenDialog(props: DialogProps) {
  return useHydrated() ? createPortal(<Modal {...props} />, document.body) : null;
}

function Modal({ onOpenChange, title, description, dismissible = true, width = 480, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  function close() {
    if (dismissible) onOpenChange(false);
  }
  const closeOnEscape = useEffectEvent(close);
  // Where the focus was as the dialog first rendered: by its effect, a field's autoFocus may have taken it.
  const [focusedAtRender] = useState(() => document.activeElement);

  useEffect(() => {
    const modal = openModal(overlay.current!, closeOnEscape);
    // Read here, not at render, when no field took the focus: a dialog that closed as this one opened (a form's
    // result shown in another) has given the focus back to what opened it by now.
    const autoFocused = panel.current!.contains(document.activeElement);
    const opener = autoFocused ? focusedAtRender : document.activeElement;
    if (!autoFocused) (tabbableIn(panel.current!)[0] ?? panel.current!).focus();
    return () => {
      modal.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [focusedAtRender]);

  function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const tabbable = tabbableIn(panel.current!);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const atStart = document.activeElement === first || document.activeElement === panel.current;
    const wrapTo = event.shiftKey ? (atStart ? last : null) : document.activeElement === last ? first : null;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  }

  function closeOnPressOutside(event: PointerEvent<HTMLDivElement>) {
    if (event.target === overlay.current) close();
  }

  return (
    <Overlay ref={overlay} onPointerDown={closeOnPressOutside}>
      <Panel
        ref={panel}
        $width={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={keepTabInside}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        <Body>{children}</Body>
        {dismissible && (
          <CloseButton type="button" aria-label="Close" onClick={close}>
            <span aria-hidden>×</span>
          </CloseButton>
        )}
      </Panel>
    </Overlay>
  );
}
