import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@clientline/shared-ui/router';

/**
 * A navigation menu behind a toggle button, the WAI-ARIA disclosure pattern (not a `menu` role: its items
 * stay links). Escape closes it and gives focus back to the toggle; so does every navigation, including a
 * click on a link to the page already open (each navigation gets a new location key).
 * Spread `toggleProps` on the button and `menuProps` on the element it shows and hides. On a painted page
 * the toggle is drawn as it works: a press before the page is hydrated is kept for it (the early taps).
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { key: locationKey } = useLocation();
  const [openedAt, setOpenedAt] = useState(locationKey);

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
    toggleProps: { ref: toggleRef, 'aria-expanded': open, 'aria-controls': menuId, onClick: toggle },
    menuProps: { id: menuId },
  };
}
