import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions, selectCurrentUser, type AppDispatch } from '@clientline/shared-ui/store';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { aUser } from '@clientline/shared-ui/testing';
import { json, mockFetch } from '../../store/__tests__/fetch-mock';

// The api writes this into every app page it serves (shell/server/page-html.ts).
function servePageSaying(hint: 'signed-in' | 'signed-out') {
  document.head.insertAdjacentHTML('beforeend', `<meta name="clientline-session" content="${hint}">`);
}

function openedWith(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []),
  });
}

const ada = aUser({ displayName: 'Ada Lovelace' });
/** Whether the browser holds a session the api knows: GET /api/user answers the user, else 401. */
let signedIn = false;
let fetchMock: ReturnType<typeof mockFetch>;

function setUp() {
  fetchMock = mockFetch(() => (signedIn ? json({ user: ada }) : json({ message: 'Please log in to continue' }, { status: 401 })));
  const store = configureStore(createStoreOptions());
  const dispatch: AppDispatch = store.dispatch;
  return { store, dispatch };
}

beforeEach(() => {
  signedIn = false;
  openedWith('navigate');
});
afterEach(() => {
  fetchMock.restore();
  document.head.innerHTML = '';
});

describe('the page’s session hint', () => {
  test('a page served signed out: the first query is null and makes no GET /api/user (no 401 in the console)', async () => {
    servePageSaying('signed-out');
    const { store, dispatch } = setUp();
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(fetchMock.requests()).toEqual([]);
  });

  test('it is read only once: every later query (a refetch, after signing in) asks the api', async () => {
    servePageSaying('signed-out');
    const { dispatch } = setUp();
    await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(document.querySelector('meta[name="clientline-session"]')).toBeNull();

    signedIn = true;
    const refetched = await dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    expect(refetched.data).toEqual(ada);
    expect(fetchMock.requests()).toEqual(['GET /api/user']);
  });

  test.each([
    ['says signed in', () => servePageSaying('signed-in')],
    ['says nothing (the api could not tell, or a dev server served it)', () => undefined],
  ])('a page that %s: the query asks the api', async (_case, serve) => {
    serve();
    signedIn = true;
    const { store, dispatch } = setUp();
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(ada);
    expect(selectCurrentUser(store.getState())).toEqual(ada);
    expect(fetchMock.requests()).toEqual(['GET /api/user']);
  });

  test('a page restored by Back or Forward may be older than the session: its hint is not trusted', async () => {
    servePageSaying('signed-out');
    openedWith('back_forward');
    signedIn = true;
    const { dispatch } = setUp();
    const result = await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(ada);
    expect(fetchMock.requests()).toEqual(['GET /api/user']);
  });
});
