import { cloneElement, startTransition, useRef, useState, type ReactNode } from 'react';
import { LoadBoundary } from './load-boundary';
import type { TriggerElement } from './stand-in-trigger';

interface LoadOnIntentProps {
  trigger: TriggerElement;
  /** What the trigger opens, for screen readers (Radix's trigger says the same). */
  popup: 'menu' | 'dialog';
  /** Starts loading the popup's code (a lazyWithPreload's preload). */
  preload(): Promise<void>;
  /** The popup with its Radix code, open at once when it replaces the pressed stand-in. */
  children(openAtStart: boolean): ReactNode;
  /** A controlled popup opens itself: called on the press instead of opening it at start. */
  onPress?(): void;
  /** A controlled popup closes itself: called when someone gives up on a popup whose code could not be loaded. */
  onDismiss?(): void;
}

/**
 * A popup whose Radix code loads when someone reaches for its trigger, not with the page: the header's
 * menu and bell would otherwise bring Radix's overlays (30 KiB gzipped) to every signed-in page. Until it
 * is pressed, the trigger is a stand-in: a pointer over it, focus or a touch loads the code, and a click
 * (or Enter) opens the popup, at once when the code is here, else as soon as it arrives. Radix's trigger
 * takes the stand-in's place only on that click, never between a press and its release, which would lose
 * the click. Code that cannot be downloaded leaves the stand-in, whose click tries again, and a notice.
 */
export function LoadOnIntent({ trigger, popup, preload, children, onPress, onDismiss }: LoadOnIntentProps) {
  const [pressed, setPressed] = useState(false);
  // Two clicks before the code arrives are one press (the state changes only when it is here).
  const pressedOnce = useRef(false);

  const load = () => void preload().catch(() => undefined);
  const press = () => {
    if (pressedOnce.current) return;
    pressedOnce.current = true;
    onPress?.();
    // A transition: the stand-in stays on screen while the code loads, instead of a fallback.
    startTransition(() => setPressed(true));
  };

  const dismiss = () => {
    pressedOnce.current = false;
    setPressed(false);
    onDismiss?.();
  };

  const standInWith = (onClick: () => void) =>
    cloneElement(trigger, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: load,
      onPointerDown: load,
      onFocus: load,
      onClick,
    } as object);
  const standIn = standInWith(press);

  return (
    <LoadBoundary loading={standIn} whileFailed={standInWith} onDismiss={dismiss}>
      {pressed ? children(!onPress) : standIn}
    </LoadBoundary>
  );
}
