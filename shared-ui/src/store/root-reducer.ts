import { combineSlices, type ConfigureStoreOptions, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { sessionSlice } from './session-slice';
import { toastSlice } from './toast-slice';

/**
 * Slices remotes add at runtime with `rootReducer.inject(slice)`. A remote declares its slice here:
 * `declare module '@clientline/shared-ui/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

type GetDefaultMiddleware = Parameters<NonNullable<ConfigureStoreOptions<RootState>['middleware']>>[0];

/**
 * What the shell passes to `configureStore` (the shell owns the one store; nothing else creates one):
 * `configureStore(createStoreOptions())`.
 */
export function createStoreOptions(preloadedState?: Partial<RootState>) {
  return {
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware: GetDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  };
}
