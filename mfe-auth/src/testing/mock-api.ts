type Handler = (body: unknown) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise with its resolve function, to hold an api answer back while a test looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Replaces `fetch` with answers keyed by 'METHOD /path' (a handler may throw, as fetch does when the
 * network is down); anything else answers 404. Returns the JSON bodies sent to a route.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const sent: { route: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ route, body });
    const handler = handlers[route];
    return handler ? handler(body) : json({ message: 'Not found' }, 404);
  }) as unknown as typeof fetch;
  return {
    bodiesSentTo: (route: string) => sent.filter((request) => request.route === route).map((request) => request.body),
  };
}
