import { useCallback, useEffect, useState } from 'react';
import { registerRemotes } from './federation';
import { loadManifest, type RuntimeManifest } from './manifest';

type ManifestState =
  | { status: 'loading' }
  | { status: 'ready'; manifest: RuntimeManifest }
  | { status: 'failed'; error: Error };

/** Loads the runtime manifest once (again on retry) and registers its remotes (none is downloaded until visited). */
export function useRuntimeManifest() {
  const [state, setState] = useState<ManifestState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadManifest().then(
      (manifest) => {
        registerRemotes(manifest.remotes);
        if (current) setState({ status: 'ready', manifest });
      },
      (error: Error) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
