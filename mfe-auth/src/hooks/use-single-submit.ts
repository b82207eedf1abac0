import { useCallback, useRef, type BaseSyntheticEvent } from 'react';

/**
 * Wraps a form's submit handler (react-hook-form's `handleSubmit(...)`) so that a second submit while the
 * first one runs sends nothing: a double click or a repeated Enter makes one request.
 */
export function useSingleSubmit(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const running = useRef(false);
  return useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      try {
        await submit(event);
      } finally {
        running.current = false;
      }
    },
    [submit],
  );
}
