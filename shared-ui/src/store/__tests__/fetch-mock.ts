/**
 * Replaces global fetch with a jest mock answering from `respond`, for tests in the node environment.
 * Relative URLs resolve against http://localhost, as they would on a page served from there.
 */
export function mockFetch(respond: (request: Request) => Response | Promise<Response>) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  const fetchMock = jest.fn(async (request: Request) => respond(request));
  const originalFetch = globalThis.fetch;
  globalThis.Request = PageRequest;
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    fetchMock,
    /** The paths requested so far, e.g. ['GET /api/user']. */
    requests: () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`),
    restore() {
      globalThis.Request = NodeRequest;
      globalThis.fetch = originalFetch;
    },
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
