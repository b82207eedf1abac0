import { createAction } from '@reduxjs/toolkit';
import { API_REDUCER_PATH } from './base-query';

/** RTK Query's state, as the server's store wrote it (not typed from baseApi, whose type depends on this one). */
interface ApiState {
  queries: Record<string, { status: string } | undefined>;
  [part: string]: unknown;
}

/**
 * The answers a page rendered on the server was rendered with (shell/server/first-screen), as RTK Query's
 * rehydration reads them: the browser's store takes them before its first render, so that render is the
 * page already on screen and nothing on it is asked for again.
 */
export interface FirstScreenState {
  [API_REDUCER_PATH]: ApiState;
}

export const firstScreenReceived = createAction<FirstScreenState>('firstScreen/received');
