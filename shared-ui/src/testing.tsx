// Test helpers for every frontend package's jest suite (never imported by product code).
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { AppProviders } from './app-providers';
import { fullPageLoad } from './page-load';
import { createStoreOptions } from './store/root-reducer';
import type { ToastVariant } from './store/toast-slice';

export * from './test-builders';

/** Answers a request from its JSON body; its URL holds the query string, which the key leaves out. */
type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** A JSON response, as the api sends it. */
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
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    // An upload's form is not read: jsdom's files do not stream into a fetch Request's body.
    const isJson = request.headers.get('content-type')?.includes('json') ?? false;
    const text = isJson ? await request.text() : '';
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ route, body });
    const handler = handlers[route];
    return handler ? handler(body, url) : json({ message: 'Not found' }, 404);
  }) as unknown as typeof fetch;
  return {
    bodiesSentTo: (route: string) => sent.filter((request) => request.route === route).map((request) => request.body),
  };
}

/** Renders `ui` at `path` inside the providers the shell gives every remote (store, theme, router, toasts). */
export function renderWithProviders(ui: ReactNode, path = '/') {
  window.history.replaceState(null, '', path);
  const store = configureStore(createStoreOptions());
  const user = userEvent.setup();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, store, user };
}

/**
 * Renders a remote's App at `path` like renderWithProviders, once the opened page's lazy chunk has loaded
 * (`PageLoading` shows until then; the first import in a test file is compiled on the spot, which can be slow).
 */
export async function renderPageAt(app: ReactNode, path: string) {
  const view = renderWithProviders(app, path);
  await waitFor(() => expect(screen.queryByText('Loading page')).not.toBeInTheDocument(), { timeout: 10_000 });
  return view;
}

/** Where the app is now, as the address bar shows it. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Watches the full page loads (fullPageLoad) of the enclosing describe's tests, which jsdom cannot make: each
 * test's are the calls of the answer, and none leaves the page.
 */
export function watchFullPageLoads(): jest.Mock<void, [path: string]> {
  const opened = jest.fn<void, [path: string]>();
  let watching: jest.SpyInstance | undefined;
  beforeEach(() => {
    opened.mockReset();
    watching = jest.spyOn(fullPageLoad, 'open').mockImplementation(opened);
  });
  afterEach(() => watching?.mockRestore());
  return opened;
}

/**
 * The toast on screen, once it is there: Radix Toast draws it as an item of the 'Notifications (F8)'
 * region (its announcement is a separate live region). Waits for one of the given variant.
 */
export function findToast(variant: ToastVariant = 'default'): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');
    if (toast.dataset.variant !== variant) throw new Error(`The toast on screen is ${toast.dataset.variant}, not ${variant}`);
    return toast;
  });
}

/** Stands in for the browser's XMLHttpRequest (uploads) while installed: a test drives each request's progress and answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** Installs FakeXhr for each test of the file (call at the top level of a test file). */
export function installFakeXhr() {
  const original = global.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = original;
  });
}
