import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { useAppSelector } from '../store/hooks';
import { selectVisibleToast } from '../store/toast-slice';

const RadixToastViewport = lazyWithPreload(() => import('./radix/toast-viewport').then((module) => module.default));

/**
 * Shows the current toast with Radix Toast: announced through its live region, paused while pointed
 * at or focused, dismissed by its button, Esc or a swipe, and reachable with F8. Radix loads with the first
 * toast, so a visitor who is never shown one never downloads it; the viewport stays from then on.
 * Render once, inside the store Provider and UiProvider (AppProviders does).
 */
export function ToastViewport() {
  const hasToast = useAppSelector(selectVisibleToast) !== null;
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToastViewport />
    </Suspense>
  );
}
