import { loadRemoteApp } from '../federation';
import type { RemoteDescriptor } from '../manifest';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => ({ loadRemote }) }));

const workspace: RemoteDescriptor = { name: 'mfe_workspace', title: 'Workspace', entry: '/remotes/mfe-workspace/remoteEntry.js' };
const App = () => null;

describe('loadRemoteApp', () => {
  beforeEach(() => window.history.pushState({}, '', '/dashboard'));

  it('gives the App once the page at the current path is loaded, so the first render shows it', async () => {
    let pageLoaded = false;
    const preloadPage = jest.fn(async () => {
      await Promise.resolve();
      pageLoaded = true;
    });
    loadRemote.mockResolvedValue({ default: App, preloadPage });

    await expect(loadRemoteApp(workspace)).resolves.toBe(App);
    expect(preloadPage).toHaveBeenCalledWith('/dashboard');
    expect(pageLoaded).toBe(true);
  });

  it('gives the App when its page fails to preload: the App shows its own loading and error states', async () => {
    loadRemote.mockResolvedValue({ default: App, preloadPage: jest.fn().mockRejectedValue(new Error('chunk failed')) });
    await expect(loadRemoteApp(workspace)).resolves.toBe(App);
  });

  it('gives the App of a remote that preloads nothing', async () => {
    loadRemote.mockResolvedValue({ default: App });
    await expect(loadRemoteApp(workspace)).resolves.toBe(App);
  });
});
