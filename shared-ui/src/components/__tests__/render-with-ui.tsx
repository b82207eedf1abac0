import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { UiProvider } from '../../theme/ui-provider';
import { createStoreOptions } from '../../store/root-reducer';

/** Renders inside the theme and a store built the way the shell builds it. */
export function renderWithUi(ui: ReactElement) {
  const store = configureStore(createStoreOptions());
  const result = render(
    <Provider store={store}>
      <UiProvider>{ui}</UiProvider>
    </Provider>,
  );
  return { ...result, store };
}
