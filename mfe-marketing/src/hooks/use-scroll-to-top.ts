import { useEffect, useRef } from 'react';
import { useLocation } from '@clientline/shared-ui/router';

/** Starts each newly opened page at the top, as a full page load would. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
