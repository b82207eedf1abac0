import { useState, type ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { AppProviders } from './app-providers';
import { createStoreOptions } from './store/root-reducer';

/**
 * What the shell gives a remote, for a remote's own dev server (`npm run dev -w <remote>`): a store built
 * the way the shell builds it, the theme, a router and the toast viewport. Never part of the product build.
 */
export function StandaloneRoot({ children }: { children: ReactNode }) {
  const [store] = useState(() => configureStore(createStoreOptions()));
  return <AppProviders store={store}>{children}</AppProviders>;
}
