import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { toastDismissed, toastShown, type ToastInput } from '../store/toast-slice';

/**
 * `toast({ title, description, variant?, duration? })` shows a toast in place of the one on screen and returns
 * its id; `dismiss(id)` removes it. The shell's `ToastViewport` shows it.
 */
export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      toast: (input: ToastInput): string => dispatch(toastShown(input)).payload.id,
      dismiss: (id: string): void => {
        dispatch(toastDismissed(id));
      },
    }),
    [dispatch],
  );
}
