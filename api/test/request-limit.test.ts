import { countRequest } from '../src/limits/attempt-counters';
import { startTestApi, type TestApi } from './test-api';

// countRequest on the test database: the counters every api process shares.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const MINUTE_MS = 60_000;
const start = Date.parse('2030-01-01T10:00:30Z');

describe('countRequest', () => {
  it("refuses past the limit until a minute after the key's first request, then opens a new window", async () => {
    expect(await countRequest('key-a', 2, MINUTE_MS, start)).toBe(0);
    expect(await countRequest('key-a', 2, MINUTE_MS, start + 10_000)).toBe(0);
    // The window started at the first request, not on the clock's minute: 50 s of it are left.
    expect(await countRequest('key-a', 2, MINUTE_MS, start + 10_000)).toBe(50);
    expect(await countRequest('key-b', 2, MINUTE_MS, start + 10_000)).toBe(0);
    // The ended window's counter may still be stored (the database removes it within a minute).
    expect(await countRequest('key-a', 2, MINUTE_MS, start + MINUTE_MS)).toBe(0);
  });

  it('counts every one of many simultaneous first requests, once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => countRequest('key-burst', 5, MINUTE_MS, start)));
    expect(answers.filter((retryAfter) => retryAfter === 0)).toHaveLength(5);
    expect(answers.filter((retryAfter) => retryAfter === 60)).toHaveLength(7);
  });
});
