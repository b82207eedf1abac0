import { use } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_ENDED } from '@clientline/contracts/session-hint';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { aUser, currentPath, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import manifest from '../../../mfe-manifest.json';
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

// As the host's server sends the page: the runtime manifest inlined.
beforeAll(() => {
  const inlined = Object.assign(document.createElement('script'), { id: 'mfe-manifest', type: 'application/json', textContent: JSON.stringify(manifest) });
  document.head.append(inlined);
});

it("shows the signed-in header while the live updates' bridge is still loading", async () => {
  mockApi({
    'GET /api/user': () => json({ user: aUser({ role: 'organization', displayName: 'Olivia Harbor' }) }),
    'GET /api/notifications': () => json([]),
  });
  renderWithProviders(<Shell />, '/dashboard');
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
});

it('keeps the page of someone whose removal from the firm ended their session, under a notice saying why, until they go to sign-in', async () => {
  const removal = 'Your access to Harbor & Finch Legal was removed. Ask the firm if you need it again.';
  let removed = false;
  const api = mockApi({
    'GET /api/user': () => (removed ? json({ message: removal, code: ACCESS_ENDED }, 401) : json({ user: aUser({ role: 'team_member', displayName: 'Theo Finch' }) })),
    'GET /api/notifications': () => json([]),
    'POST /api/logout': () => json({ ok: true, message: 'Logged out' }),
  });
  const { store, user } = renderWithProviders(<Shell />, '/dashboard');
  expect(await screen.findByRole('banner')).toBeInTheDocument();

  removed = true;
  // As the live updates' bridge asks when the server closes the socket.
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  const notice = await screen.findByRole('region', { name: 'Access ended' });
  expect(within(notice).getByRole('alert')).toHaveTextContent(`${removal} You are signed out: what you typed on this page stays here until you go to sign-in.`);
  expect(currentPath()).toBe('/dashboard');
  expect(screen.getByRole('banner')).toBeInTheDocument();

  await user.click(within(notice).getByRole('button', { name: 'Go to sign-in' }));
  await waitFor(() => expect(currentPath()).toMatch(/^\/auth/));
  expect(api.bodiesSentTo('POST /api/logout')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Access ended' })).not.toBeInTheDocument();
});
