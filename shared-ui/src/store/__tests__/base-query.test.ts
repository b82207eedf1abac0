/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { timelinesApi } from '@clientline/shared-ui/api/timelines';
import { json, mockFetch } from './fetch-mock';

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => fetchMock.restore());

function setUp() {
  fetchMock = mockFetch((request) => json(request.method === 'GET' ? { user: null } : { ok: true, message: 'Done' }));
  const dispatch: AppDispatch = configureStore(createStoreOptions()).dispatch;
  const contentTypes = () => fetchMock.fetchMock.mock.calls.map(([request]) => request.headers.get('content-type'));
  return { dispatch, contentTypes };
}

describe('baseQuery', () => {
  test('says Content-Type: application/json on a write without a body, which the api requires of every write', async () => {
    const { dispatch, contentTypes } = setUp();
    await dispatch(sessionApi.endpoints.logout.initiate());
    expect(fetchMock.requests()).toEqual(['POST /api/logout']);
    expect(contentTypes()).toEqual(['application/json']);
    expect(await fetchMock.fetchMock.mock.calls[0][0].text()).toBe('');
  });

  test('keeps encoding bodies as JSON and adds nothing to reads', async () => {
    const { dispatch, contentTypes } = setUp();
    await dispatch(timelinesApi.endpoints.revokeShareLinks.initiate('t1'));
    await dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(fetchMock.requests()).toEqual(['DELETE /api/timelines/t1/share', 'GET /api/user']);
    expect(contentTypes()).toEqual(['application/json', null]);
    expect(await fetchMock.fetchMock.mock.calls[0][0].text()).toBe('{}');
  });
});
