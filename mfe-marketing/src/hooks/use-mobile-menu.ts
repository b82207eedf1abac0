import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State of a disclosure menu: closes on Escape (focus goes back to its toggle) and on every navigation,
 * including a click on a link to the page already open (each navigation gets a new location key).
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
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

  return { open, toggle, toggleRef };
}
