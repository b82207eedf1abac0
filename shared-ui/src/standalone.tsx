import { useState, type ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastViewport } from './components/toast-viewport';
import { createStoreOptions } from './store/root-reducer';
import { UiProvider } from './theme/ui-provider';

/**
 * What the shell gives a remote, for a remote's own dev server (`npm run dev -w <remote>`): a store built
 * the way the shell builds it, the theme, a router and the toast viewport. Never part of the product build.
 */
export function StandaloneRoot({ children }: { children: ReactNode }) {
  const [store] = useState(() => configureStore(createStoreOptions()));
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          {children}
          <ToastViewport />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
