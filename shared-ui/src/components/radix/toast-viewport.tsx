import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from '@clientline/shared-ui/styled';
import { media } from '../../theme/tokens';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectVisibleToast, toastDismissed, type Toast } from '../../store/toast-slice';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

/** While a modal dialog is open: the page under it is inert, and a toast must not stand between a person and the dialog. */
const WHILE_A_DIALOG_IS_OPEN = `body:has([role='dialog'][aria-modal='true'])`;

// Full width on phones; from md up, at most 420px wide in the bottom-right corner (the product's toast rules).
// A phone's dialog is a sheet at the bottom of the screen: a toast shown while one is open goes to the top.
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
  pointer-events: none;

  ${WHILE_A_DIALOG_IS_OPEN} & {
    top: 0;
    bottom: auto;
  }

  ${media.md} {
    left: auto;
    width: 100%;
    max-width: 420px;

    ${WHILE_A_DIALOG_IS_OPEN} & {
      top: auto;
      bottom: 0;
    }
  }
`;

const Card = styled(ToastPrimitive.Root)<{ $destructive: boolean }>`
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

  /* Taps go through to the dialog (the welcome tour's Next under "Password set"); it closes by itself. */
  ${WHILE_A_DIALOG_IS_OPEN} & {
    pointer-events: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }

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

const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled(ToastPrimitive.Description)`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const DismissButton = styled(ToastPrimitive.Close)`
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

export default function RadixToastViewport() {
  const toast = useAppSelector(selectVisibleToast);
  const dispatch = useAppDispatch();
  return (
    <ToastPrimitive.Provider>
      {toast && <ToastCard key={toast.id} toast={toast} onDismiss={() => dispatch(toastDismissed(toast.id))} />}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}

interface ToastCardProps {
  toast: Toast;
  onDismiss(): void;
}

function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const destructive = toast.variant === 'destructive';
  // An error interrupts (assertive); everything else waits for a pause in speech (polite).
  return (
    <Card
      open
      onOpenChange={(open) => !open && onDismiss()}
      duration={toast.duration}
      type={destructive ? 'foreground' : 'background'}
      $destructive={destructive}
      data-variant={toast.variant}
    >
      <Text>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <DismissButton aria-label="Dismiss notification">
        <span aria-hidden>×</span>
      </DismissButton>
    </Card>
  );
}
