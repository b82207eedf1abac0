import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@clientline/shared-ui/router';
import { useHydrated } from './use-hydrated';

/**
 * A navigation menu behind a toggle button, the WAI-ARIA disclosure pattern (not a `menu` role: its items
 * stay links). Escape closes it and gives focus back to the toggle; so does every navigation, including a
 * click on a link to the page already open (each navigation gets a new location key).
 * Spread `toggleProps` on the button and `menuProps` on the element it shows and hides. On a prerendered
 * page the toggle is disabled until the page is hydrated.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { key: locationKey } = useLocation();
  const [openedAt, setOpenedAt] = useState(locationKey);
  const hydrated = useHydrated();

  if (open && openedAt !== locationKey) setOpen(false);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  function toggle() {
    setOpenedAt(locationKey);
    setOpen((wasOpen) => !wasOpen);
  }

  return {
    open,
    toggleProps: { ref: toggleRef, 'aria-expanded': open, 'aria-controls': menuId, onClick: toggle, disabled: !hydrated },
    menuProps: { id: menuId },
  };
}
