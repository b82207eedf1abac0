import { useEffect } from 'react';

/** Names the browser tab (and what a screen reader announces on arrival) after the page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
