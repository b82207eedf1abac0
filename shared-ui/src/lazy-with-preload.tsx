import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on demand, and can be loaded before it is first rendered. */
export interface PreloadableComponent<Props extends object> {
  (props: Props): ReactElement;
  preload(): Promise<void>;
}

/**
 * React.lazy that can be loaded ahead. Rendered before its code is here, it suspends like React.lazy (the
 * nearest Suspense boundary shows its fallback). Preloaded first, it renders at once: no fallback, and so
 * none of the 300 ms React waits before revealing a boundary's content after a fallback was shown.
 * A load that failed (offline) is tried again by the next preload or mount: React.lazy keeps its first
 * failure for good, so a fresh one takes its place.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const suspending = () => lazy(() => preload().then(() => ({ default: Loaded! })));
  let Suspending = suspending();
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        Suspending = suspending();
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
