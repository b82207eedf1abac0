import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme/tokens';

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

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

const Title = styled.h2`
  padding-right: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
 * A modal dialog in a portal on document.body: focus moves to its first control, Tab cycles inside it,
 * Esc closes it, and focus returns to where it was when it closes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  width = 480,
  children,
}: DialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  function close() {
    if (dismissible) onOpenChange(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(event);
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={handleKeyDown}
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
    </Overlay>,
    document.body,
  );
}
