import { loadManifest } from '../manifest';

const MANIFEST = {
  remotes: [{ name: 'mfe_portal', title: 'Client portal', entry: '/remotes/mfe-portal/remoteEntry.js', routes: ['/client/portal'], roles: ['client'] }],
};

const fetchSpy = jest.fn();

beforeEach(() => {
  fetchSpy.mockReset().mockImplementation(async () => new Response(JSON.stringify(MANIFEST), { status: 200 }));
  globalThis.fetch = fetchSpy;
});
afterEach(() => document.getElementById('mfe-manifest')?.remove());

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'mfe-manifest';
  script.textContent = text;
  document.head.append(script);
}

test('reads the manifest the api inlined in the page, without a request', async () => {
  inline(JSON.stringify(MANIFEST));
  await expect(loadManifest()).resolves.toEqual(MANIFEST);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('fetches /mfe-manifest.json when the page has none (the dev server) or a malformed one', async () => {
  await expect(loadManifest()).resolves.toEqual(MANIFEST);
  inline('{"remotes": "not a list"}');
  await expect(loadManifest()).resolves.toEqual(MANIFEST);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(fetchSpy).toHaveBeenCalledWith('/mfe-manifest.json', expect.anything());
});
