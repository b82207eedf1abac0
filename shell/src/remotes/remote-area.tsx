import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { retryFailedLoads } from '@clientline/shared-ui';
import { loadRemoteApp, resetRemote } from './federation';
import type { RemoteDescriptor } from './manifest';
import { AreaFallback, AreaLoading } from './area-states';

const loadedApps = new Map<string, Promise<ComponentType>>();
/** Apps already here: their area renders them at once, with no loading state in between. */
const readyApps = new Map<string, ComponentType>();

export function loadOnce(remote: RemoteDescriptor): Promise<ComponentType> {
  let pending = loadedApps.get(remote.name);
  if (!pending) {
    pending = loadRemoteApp(remote).then((App) => provideRemoteApp(remote.name, App));
    loadedApps.set(remote.name, pending);
  }
  return pending;
}

/**
 * Records a remote's App as loaded. A prerendered page is hydrated after its remote's App is here (and the
 * build-time render provides it directly), so the first render is the page already on screen.
 */
export function provideRemoteApp(remoteName: string, App: ComponentType): ComponentType {
  readyApps.set(remoteName, App);
  loadedApps.set(remoteName, Promise.resolve(App));
  return App;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'failed'; error: Error };

interface BoundaryProps {
  remote: RemoteDescriptor;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a remote that throws while rendering, so the header and other areas keep working. */
class AreaErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.remote.title} failed while rendering`, error);
  }

  render() {
    if (this.state.error) {
      return (
        <AreaFallback
          title={this.props.remote.title}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** Loads a remote's App on first visit and renders it, or a contained fallback with Try again. */
export function RemoteArea({ remote }: { remote: RemoteDescriptor }) {
  const [state, setState] = useState<LoadState>(() => {
    const App = readyApps.get(remote.name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && readyApps.has(remote.name)) return;
    let current = true;
    setState({ status: 'loading' });
    loadOnce(remote).then(
      (App) => current && setState({ status: 'ready', App }),
      (error: Error) => {
        console.error(`[shell] ${remote.title} could not be loaded`, error);
        loadedApps.delete(remote.name);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    // A page whose code failed to download (lazyPage) loads anew too.
    retryFailedLoads();
    resetRemote(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  if (state.status === 'loading') return <AreaLoading title={remote.title} />;
  if (state.status === 'failed') return <AreaFallback title={remote.title} onRetry={retry} />;
  const { App } = state;
  return (
    <AreaErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <App />
    </AreaErrorBoundary>
  );
}
