import { configureStore } from '@reduxjs/toolkit';
import { USER_ACTIVE_HEADER, USER_ACTIVE_WINDOW_MS } from '@clientline/contracts/session-hint';
import { createStoreOptions, type AppDispatch } from '@clientline/shared-ui/store';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { json, mockFetch } from './fetch-mock';

let fetchMock: ReturnType<typeof mockFetch>;
afterEach(() => {
  fetchMock.restore();
  jest.restoreAllMocks();
});

/** What the page's next read says of its person: the header's value, or null when it says nothing. */
async function nextReadSays(dispatch: AppDispatch): Promise<string | null> {
  await dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const [request] = fetchMock.fetchMock.mock.calls.at(-1)!;
  return (request as Request).headers.get(USER_ACTIVE_HEADER);
}

const clockAt = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);

describe('requests say whether the person is at the page (the session idle timeout counts only those)', () => {
  test('a page just opened, then left alone: its polls stop saying so after a minute; a key, the pointer or the tab shown again starts it again', async () => {
    fetchMock = mockFetch(() => json({ user: null }));
    const dispatch: AppDispatch = configureStore(createStoreOptions()).dispatch;
    const opened = Date.now();
    expect(await nextReadSays(dispatch)).toBe('1');

    clockAt(opened + USER_ACTIVE_WINDOW_MS + 1);
    expect(await nextReadSays(dispatch)).toBeNull();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(await nextReadSays(dispatch)).toBe('1');

    clockAt(opened + 3 * USER_ACTIVE_WINDOW_MS);
    expect(await nextReadSays(dispatch)).toBeNull();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await nextReadSays(dispatch)).toBe('1');

    clockAt(opened + 5 * USER_ACTIVE_WINDOW_MS);
    expect(await nextReadSays(dispatch)).toBeNull();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await nextReadSays(dispatch)).toBe('1');
  });
});
