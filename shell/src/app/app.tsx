import { AppProviders } from '@clientline/shared-ui';
import { store } from './store';
import { Shell } from './shell';

export function App() {
  return (
    <AppProviders store={store}>
      <Shell />
    </AppProviders>
  );
}
