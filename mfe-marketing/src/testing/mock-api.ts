/** A JSON response, as the api sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces `fetch` with `respond`, and records each call as its route ('POST /api/early-access') and its
 * JSON body.
 */
export function mockFetch(respond: (route: string) => Response | Promise<Response>) {
  const calls: { route: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    calls.push({ route, body: text ? JSON.parse(text) : undefined });
    return respond(route);
  }) as unknown as typeof fetch;
  return { calls };
}
