import { useCallback, useEffect, useState } from 'react';
import { registerRemotes } from './federation';
import { loadManifest, type RuntimeManifest } from './manifest';

type ManifestState =
  | { status: 'loading' }
  | { status: 'ready'; manifest: RuntimeManifest }
  | { status: 'failed'; error: Error };

let providedManifest: RuntimeManifest | null = null;

/** A manifest already loaded, with its remotes registered: the first render uses it (a prerendered page's hydration). */
export function provideRuntimeManifest(manifest: RuntimeManifest): void {
  providedManifest = manifest;
}

/** Loads the runtime manifest once (again on retry) and registers its remotes (none is downloaded until visited). */
export function useRuntimeManifest() {
  const [state, setState] = useState<ManifestState>(() =>
    providedManifest ? { status: 'ready', manifest: providedManifest } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && providedManifest) return;
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
