/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import type { CurrentUser } from '@clientline/contracts';
import { baseApi, createStoreOptions, selectCurrentUser, type AppDispatch } from '@clientline/shared-ui/store';
import { projectsApi } from '@clientline/shared-ui/api/projects';
import { accountApi } from '@clientline/shared-ui/api/account';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';
import { eventually } from './eventually';

const ada: CurrentUser = {
  id: 'u1',
  username: 'ada@example.com',
  displayName: 'Ada Lovelace',
  role: 'organization',
  organizationName: 'Lovelace LLP',
  firstLogin: false,
  requiresPasswordChange: false,
  notificationSettings: { signInAlerts: false, activityMail: { messages: 'daily', documents: 'daily', projects: 'daily', team: 'daily' }, timeZone: null, everyProjectNews: true },
  isAdmin: false,
  status: 'active',
  organizationId: 'o1',
  organizationSlug: 'lovelace-llp',
  organizationPractice: 'other',
  requestedOrganizationName: null,
  twoFactorEnabled: false,
  twoFactorEnrollmentRequired: false,
  emailConfirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

function setUp(respond: (request: Request) => Response | Promise<Response>) {
  fetchMock = mockFetch(respond);
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  return { store, dispatch };
}

describe('getCurrentUser', () => {
  test('a 401 means signed out: the user is null, not an error', async () => {
    const { store, dispatch } = setUp(() => json({ message: 'Not signed in' }, { status: 401 }));
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  test('returns the user from `{ user }`, sends the session cookie, and mirrors it in the session slice', async () => {
    const { store, dispatch } = setUp(() => json({ user: ada }));
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(ada);
    expect(fetchMock.fetchMock.mock.calls[0][0].credentials).toBe('include');
    expect(fetchMock.requests()).toEqual(['GET /api/user']);
    expect(selectCurrentUser(store.getState())).toEqual(ada);
  });
});

describe('errors, and no retries', () => {
  test("500 and above read '{status}: {statusText}', once, without a retry", async () => {
    const { dispatch } = setUp(
      () => new Response('stack trace', { status: 503, statusText: 'Service Unavailable' }),
    );
    const result = await dispatch(projectsApi.endpoints.getProjects.initiate());
    expect(result.error).toEqual({
      status: 503,
      message: '503: Service Unavailable',
      serverMessage: undefined,
      statusText: 'Service Unavailable',
    });
    // The answer to a later request: a retry would have been asked for before it.
    await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(fetchMock.requests()).toEqual(['GET /api/projects', 'GET /api/user']);
  });

  test("below 500 they read '{status}: {body text}' and carry the server's message", async () => {
    const { dispatch } = setUp(() =>
      json({ message: 'You do not have access to this project' }, { status: 403, statusText: 'Forbidden' }),
    );
    const result = await dispatch(projectsApi.endpoints.getProjects.initiate());
    expect(result.error).toMatchObject({
      status: 403,
      message: '403: {"message":"You do not have access to this project"}',
      serverMessage: 'You do not have access to this project',
    });
  });

  test('an empty error body falls back to the status text', async () => {
    const { dispatch } = setUp(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    const result = await dispatch(projectsApi.endpoints.getProjects.initiate());
    expect(result.error).toMatchObject({ status: 404, message: '404: Not Found' });
  });

  test('a network failure reports the thrown error once', async () => {
    const { dispatch } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
    expect(fetchMock.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login, register and logout', () => {
  test('a failed login resolves with ok false and the server message; nobody is signed in', async () => {
    const { store, dispatch } = setUp(() => json({ message: 'Invalid email or password' }, { status: 401 }));
    const result = await dispatch(
      accountApi.endpoints.login.initiate({ username: 'ada@example.com', password: 'wrong-password' }),
    );
    expect(result.data).toEqual({ ok: false, message: 'Invalid email or password', user: null });
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(fetchMock.fetchMock).toHaveBeenCalledTimes(1);
  });

  test('without a server message the failure message is the status text, else the network error', async () => {
    const { dispatch } = setUp(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const registerResult = await dispatch(
      accountApi.endpoints.register.initiate({
        username: 'ada@example.com',
        password: 'long-enough',
        role: 'client',
        displayName: 'Ada',
      }),
    );
    expect(registerResult.data).toEqual({ ok: false, message: 'Bad Gateway', user: null });

    fetchMock.restore();
    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const logoutResult = await offline.dispatch(sessionApi.endpoints.logout.initiate());
    expect(logoutResult.data).toEqual({ ok: false, message: 'TypeError: Failed to fetch', user: null });
  });

  test('a login stores the user, drops data cached before it, and refreshes the current user', async () => {
    const fresh = { ...ada, firstLogin: true };
    const { store, dispatch } = setUp((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/login') return json({ ok: true, message: 'Login successful', user: ada });
      if (path === '/api/user') return json({ user: fresh });
      return json([{ id: 'p9', name: 'Someone else’s project' }]);
    });
    await dispatch(projectsApi.endpoints.getProjects.initiate());

    const result = await dispatch(
      accountApi.endpoints.login.initiate({ username: 'ada@example.com', password: 'correct-horse' }),
    );
    expect(result.data).toEqual({ ok: true, message: 'Login successful', user: ada });
    const login = fetchMock.fetchMock.mock.calls[1][0];
    expect(await login.json()).toEqual({ username: 'ada@example.com', password: 'correct-horse' });

    await eventually(() => {
      expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(fresh);
    });
    expect(fetchMock.requests()).toEqual(['GET /api/projects', 'POST /api/login', 'GET /api/user']);
    expect(selectCurrentUser(store.getState())).toEqual(fresh);
    expect(projectsApi.endpoints.getProjects.select()(store.getState()).data).toBeUndefined();
  });

  test('a logout clears the user and everything cached', async () => {
    const { store, dispatch } = setUp((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user') return json({ user: ada });
      if (path === '/api/logout') return json({ ok: true, message: 'Logged out' });
      return json([{ id: 'p1', name: 'A project' }]);
    });
    await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await dispatch(projectsApi.endpoints.getProjects.initiate());

    const result = await dispatch(sessionApi.endpoints.logout.initiate());
    expect(result.data).toEqual({ ok: true, message: 'Logged out', user: null });
    await eventually(() => expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull());
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(projectsApi.endpoints.getProjects.select()(store.getState()).data).toBeUndefined();
  });
});

test('remotes cannot silently redefine an endpoint', () => {
  expect(() =>
    baseApi.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => ({ getCurrentUser: build.query<null, void>({ queryFn: () => ({ data: null }) }) }),
    }),
  ).toThrow(/getCurrentUser/);
});
