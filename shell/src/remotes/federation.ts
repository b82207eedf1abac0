import type { ComponentType } from 'react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from './manifest';

/** A remote that has not answered by then is reported as failed (the runtime would wait 20 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

export function registerRemotes(remotes: RemoteDescriptor[]): void {
  const instance = federation();
  instance.registerPlugins([
    {
      name: 'clientline-remote-timeout',
      createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
    },
  ]);
  instance.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Forgets a failed load so that the next attempt fetches the remote entry again. */
export function resetRemote(remote: RemoteDescriptor): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === new URL(remote.entry, window.location.href).href) script.remove();
  }
  federation().registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** What a remote exposes as `./App`: its area, and optionally a way to load a page's code before it renders. */
interface RemoteAppModule {
  default: ComponentType;
  preloadPage?(pathname: string): Promise<void>;
}

/**
 * Loads a remote's App and the code of the page it will show at the current path, so its first render is
 * that page: no spinner in between, and none of React's wait before revealing content after a fallback.
 * A page that fails to preload is left to the App, which shows its own loading and error states.
 */
export async function loadRemoteApp(remote: RemoteDescriptor): Promise<ComponentType> {
  const module = await federation().loadRemote<RemoteAppModule>(`${remote.name}/App`);
  if (!module?.default) throw new Error(`${remote.title} did not provide an App`);
  await module.preloadPage?.(window.location.pathname).catch(() => undefined);
  return module.default;
}
