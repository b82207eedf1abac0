import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from './types';

export interface SessionState {
  /** Mirrors the current-user query: null when signed out. */
  user: CurrentUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
    currentUserReceived(state, action: PayloadAction<CurrentUser | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
  },
});

export const { signedIn, signedOut, currentUserReceived } = sessionSlice.actions;
export const { selectCurrentUser } = sessionSlice.selectors;
