import { combineSlices, configureStore, type ConfigureStoreOptions, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import type { BaseQuery } from './base-query';
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
 * What `createAppStore` passes to `configureStore`; tests build their own stores from it. `serverQuery` is
 * for a store that renders a page on the server (`serverBaseQuery`): every request goes through it.
 */
export function createStoreOptions(preloadedState?: Partial<RootState>, serverQuery?: BaseQuery) {
  return {
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware: GetDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: serverQuery } }).concat(baseApi.middleware),
  };
}

/**
 * The product's store (the shell makes the one store; a remote's dev server makes its own). Redux
 * Toolkit is reached only through shared-ui's store module, so it is bundled tree-shaken inside it
 * instead of shared whole (see docs/architecture.md, "Shared singletons").
 */
export function createAppStore(serverQuery?: BaseQuery) {
  return configureStore(createStoreOptions(undefined, serverQuery));
}
