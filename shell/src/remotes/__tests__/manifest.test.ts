import { loadManifest } from '../manifest';

// Where each remote's files are, nothing more: the area's title comes from the route table.
const MANIFEST = { remotes: [{ name: 'mfe_portal', entry: '/remotes/mfe-portal/remoteEntry.js' }] };
const LOADED = { remotes: [{ name: 'mfe_portal', entry: '/remotes/mfe-portal/remoteEntry.js', title: 'Client portal' }] };

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

test("reads the manifest the host's server inlined in the page, without a request", async () => {
  inline(JSON.stringify(MANIFEST));
  await expect(loadManifest()).resolves.toEqual(LOADED);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('fetches /mfe-manifest.json when the page has none (the dev server) or a malformed one', async () => {
  await expect(loadManifest()).resolves.toEqual(LOADED);
  inline('{"remotes": "not a list"}');
  await expect(loadManifest()).resolves.toEqual(LOADED);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(fetchSpy).toHaveBeenCalledWith('/mfe-manifest.json', expect.anything());
});

test('leaves out a remote the route table does not know: no route sends anyone to it', async () => {
  inline(JSON.stringify({ remotes: [...MANIFEST.remotes, { name: 'mfe_unknown', entry: '/remotes/mfe-unknown/remoteEntry.js' }] }));
  await expect(loadManifest()).resolves.toEqual(LOADED);
});
