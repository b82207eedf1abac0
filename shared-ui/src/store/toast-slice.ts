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
}

export interface ToastInput {
  title: string;
  description?: string;
  /** Defaults to 'destructive' when the title is 'Error', 'default' otherwise (spec section 8). */
  variant?: ToastVariant;
  /** In ms; 5000 by default. */
  duration?: number;
}

export interface ToastState {
  /** Waiting toasts, oldest first; only the first is on screen (spec: at most 1 at a time). */
  queue: Toast[];
}

const initialState: ToastState = { queue: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    shown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            title: input.title,
            description: input.description,
            variant: input.variant ?? (input.title === 'Error' ? 'destructive' : 'default'),
            duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
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
