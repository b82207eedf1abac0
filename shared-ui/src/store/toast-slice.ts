import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** How long it stays on screen once visible, in ms. */
  duration: number;
  news: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  /** Defaults to 'destructive' when the title is 'Error', 'default' otherwise. */
  variant?: ToastVariant;
  /** In ms; 5000 by default. */
  duration?: number;
  /**
   * Shown after the toasts on screen and waiting, instead of replacing them: for a sequence announced
   * together (a completed project's points and achievements). By default a toast replaces them, so the
   * answer to what the user just did never waits behind older toasts.
   */
  followsCurrent?: boolean;
  /**
   * News from elsewhere (the bell's 'New Notification'): it waits behind the toast on screen instead of
   * replacing it (a screen's own toast for the same event says more), and a newer piece of news replaces
   * an older one, so news never piles up.
   */
  news?: boolean;
}

export interface ToastState {
  /** The toast on screen first, then those that follow it (spec: at most 1 shown at a time). */
  queue: Toast[];
}

const initialState: ToastState = { queue: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    shown: {
      reducer(state, action: PayloadAction<Toast, string, { followsCurrent: boolean }>) {
        if (action.payload.news) state.queue = [...state.queue.filter((toast) => !toast.news), action.payload];
        else if (action.meta.followsCurrent) state.queue.push(action.payload);
        else state.queue = [action.payload];
      },
      prepare(input: ToastInput) {
        return {
          meta: { followsCurrent: input.followsCurrent ?? false },
          payload: {
            id: nanoid(),
            title: input.title,
            description: input.description,
            variant: input.variant ?? (input.title === 'Error' ? 'destructive' : 'default'),
            duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
            news: input.news ?? false,
          } satisfies Toast,
        };
      },
    },
    dismissed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectVisibleToast: (state): Toast | null => state.queue[0] ?? null,
  },
});

export const { shown: toastShown, dismissed: toastDismissed } = toastSlice.actions;
export const { selectVisibleToast } = toastSlice.selectors;
