import { use } from 'react';
import { screen } from '@testing-library/react';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import manifest from '../../../../api/mfe-manifest.json';
import { Shell } from '../shell';

// The remote's App never arrives and the live updates' bridge never finishes loading: the header must not wait for either.
jest.mock('../../remotes/federation', () => ({
  registerRemotes: jest.fn(),
  resetRemote: jest.fn(),
  loadRemoteApp: () => new Promise(() => undefined),
}));
jest.mock('@clientline/shared-ui/api/realtime', () => {
  const never = new Promise(() => undefined);
  function NeverLoadedBridge() {
    return use(never);
  }
  return { ...jest.requireActual('@clientline/shared-ui/api/realtime'), __esModule: true, default: NeverLoadedBridge };
});

it("shows the signed-in header while the live updates' bridge is still loading", async () => {
  // As the api serves the page: the runtime manifest inlined.
  const inlined = Object.assign(document.createElement('script'), { id: 'mfe-manifest', type: 'application/json', textContent: JSON.stringify(manifest) });
  document.head.append(inlined);
  mockApi({
    'GET /api/user': () => json({ user: aUser({ role: 'organization', displayName: 'Olivia Harbor' }) }),
    'GET /api/notifications': () => json([]),
  });
  renderWithProviders(<Shell />, '/dashboard');
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
});
