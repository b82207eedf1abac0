import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/tokens';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectVisibleToast, toastDismissed, type Toast } from '../store/toast-slice';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

// Full width on phones; from md up, at most 420px wide in the bottom-right corner (spec section 9).
const Viewport = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[4]};
  pointer-events: none;

  ${media.md} {
    left: auto;
    width: 100%;
    max-width: 420px;
  }
`;

const Card = styled.div<{ $destructive: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;

  ${({ $destructive }) =>
    $destructive &&
    css`
      border-color: ${({ theme }) => theme.colors.destructive};
      background: ${({ theme }) => theme.colors.destructive};
      color: ${({ theme }) => theme.colors.textOnAccent};
    `}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const DismissButton = styled.button`
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
`;

/** Shows the first queued toast. Render once, inside the store Provider and UiProvider (the shell does). */
export function ToastViewport() {
  const toast = useAppSelector(selectVisibleToast);
  const dispatch = useAppDispatch();
  return (
    <Viewport>
      {toast && <ToastCard key={toast.id} toast={toast} onDismiss={() => dispatch(toastDismissed(toast.id))} />}
    </Viewport>
  );
}

interface ToastCardProps {
  toast: Toast;
  onDismiss(): void;
}

function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const [paused, setPaused] = useState(false);
  useDismissAfter(toast.duration, paused, onDismiss);
  const destructive = toast.variant === 'destructive';

  // Paused while pointed at or focused, so there is time to read it or reach the dismiss button.
  return (
    <Card
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      $destructive={destructive}
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Text>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <DismissButton type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden>×</span>
      </DismissButton>
    </Card>
  );
}

/** Calls `onExpire` after `duration` ms of unpaused time. */
function useDismissAfter(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const latestOnExpire = useRef(onExpire);
  useEffect(() => {
    latestOnExpire.current = onExpire;
  });

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnExpire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}
