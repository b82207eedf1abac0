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

export async function loadRemoteApp(remote: RemoteDescriptor): Promise<ComponentType> {
  const module = await federation().loadRemote<{ default: ComponentType }>(`${remote.name}/App`);
  if (!module?.default) throw new Error(`${remote.title} did not provide an App`);
  return module.default;
}
