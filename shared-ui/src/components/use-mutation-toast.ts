import { useCallback } from 'react';
import { isApiError, serverMessageOr } from '../store/api-error';
import type { ToastInput } from '../store/toast-slice';
import { useToast } from './use-toast';

export interface MutationToasts<T> {
  /** The toast after success, from the call's answer; none when omitted. */
  success?: ToastInput | ((result: T) => ToastInput);
  /**
   * The Error toast's text when the call fails: the server's message when it sent one, else this
   * fallback (or what the function makes of the error, for calls that explain their own failures).
   */
  failure: string | ((error: unknown) => string);
}

export type MutationOutcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs a call (usually `mutation(args).unwrap()`) and says how it went: `run(call, toasts)` resolves to
 * `{ ok: true, value }` after the success toast, or `{ ok: false }` after the destructive Error toast (none
 * when the person cancelled the "Confirm it's you" the call asked for: they chose to stop).
 * The one place a screen's failure toast is raised, so a screen states what to call and what to say.
 */
export function useMutationToast() {
  const { toast } = useToast();
  return useCallback(
    async <T>(call: () => Promise<T>, { success, failure }: MutationToasts<T>): Promise<MutationOutcome<T>> => {
      let result: T;
      try {
        result = await call();
      } catch (error) {
        if (isApiError(error) && error.cancelled) return { ok: false };
        const description = typeof failure === 'function' ? failure(error) : serverMessageOr(error, failure);
        toast({ title: 'Error', description, variant: 'destructive' });
        return { ok: false };
      }
      if (success) toast(typeof success === 'function' ? success(result) : success);
      return { ok: true, value: result };
    },
    [toast],
  );
}
