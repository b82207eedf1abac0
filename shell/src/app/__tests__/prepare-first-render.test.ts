import { FIRST_SCREEN_STATE_ID } from '@clientline/contracts/session-hint';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { createAppStore } from '@clientline/shared-ui/store';
import { firstScreenStateOf } from '@clientline/shared-ui/store/server';
import { aUser, json, mockApi } from '@clientline/shared-ui/testing';
import manifest from '../../../mfe-manifest.json';
import { prepareFirstRender } from '../prepare-first-render';
import { store } from '../store';

jest.mock('../../remotes/federation', () => ({
  registerRemotes: jest.fn(),
  resetRemote: jest.fn(),
  loadRemoteApp: async () => () => null,
}));

function inline(id: string, value: unknown) {
  document.head.append(Object.assign(document.createElement('script'), { id, type: 'application/json', textContent: JSON.stringify(value) }));
}

it('takes the answers a page the api rendered carries before the first render, and asks the api for none of them', async () => {
  const user = aUser({ role: 'organization', displayName: 'Olivia Harbor' });
  const projects = [{ id: 'p1', name: 'Estate plan' }];
  // As the api's store answered them; projects' domain is not loaded here, as in the browser before its remote.
  const serverStore = createAppStore();
  await serverStore.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
  const state = firstScreenStateOf(serverStore.getState());
  state.api.queries['getProjects(undefined)'] = { status: 'fulfilled', endpointName: 'getProjects', data: projects } as never;
  inline('mfe-manifest', manifest);
  inline(FIRST_SCREEN_STATE_ID, state);
  window.history.replaceState(null, '', '/dashboard');
  mockApi({ 'GET /api/user': () => json({ user: aUser({ displayName: 'Someone else' }) }) });

  await prepareFirstRender();

  expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);
  expect(store.getState().api.queries['getProjects(undefined)']).toMatchObject({ status: 'fulfilled', data: projects });
  expect(global.fetch).not.toHaveBeenCalled();
  // Read once: a later shell render (signed out and in again) asks the api.
  expect(document.getElementById(FIRST_SCREEN_STATE_ID)).toBeNull();
});
