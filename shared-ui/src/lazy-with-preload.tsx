import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on demand, and can be loaded before it is first rendered. */
export interface PreloadableComponent<Props extends object> {
  (props: Props): ReactElement;
  preload(): Promise<void>;
}

/** How to show again each component whose download failed. */
const failedLoads = new Set<() => void>();

/**
 * Lets every component whose download failed download again when next shown (a LoadBoundary's Try again).
 * Until then, showing it shows the failure: React renders again after an error, and a download on each of
 * those renders would never let the error show, and would download for ever while offline.
 */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * React.lazy that can be loaded ahead. Rendered before its code is here, it suspends like React.lazy (the
 * nearest Suspense boundary shows its fallback). Preloaded first, it renders at once: no fallback, and so
 * none of the 300 ms React waits before revealing a boundary's content after a fallback was shown.
 * After a failed download (offline), preload downloads again; showing it downloads again only after
 * retryFailedLoads.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const suspending = () => lazy(() => preload().then(() => ({ default: Loaded! })));
  let Suspending = suspending();
  const reset = () => {
    Suspending = suspending();
  };
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        failedLoads.add(reset);
        throw error;
      },
    ));
  function Preloadable(props: Props) {
    // Chosen once per mount: switching types when the code arrives would remount what it shows.
    const [Component] = useState<ComponentType<Props>>(() => Loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
