import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { releaseEarlyTaps } from './app/early-taps';
import { prepareFirstRender } from './app/prepare-first-render';

/**
 * Its effect runs once React has hydrated the page: a button pressed before then is pressed again, in a task
 * of its own. React hydrates a Suspense boundary's content after the page around it, and at once for a
 * press in it, but not while it runs effects (a press from one is lost).
 */
function ReplayEarlyTaps() {
  useEffect(() => {
    setTimeout(() => releaseEarlyTaps(true));
  }, []);
  return null;
}

const container = document.getElementById('root')!;

if (container.firstElementChild) {
  // A page the api served painted (a landing page, a signed-in first screen): it is on screen already;
  // hydrate it once its code is here.
  prepareFirstRender().then(
    () =>
      hydrateRoot(
        container,
        <>
          <App />
          <ReplayEarlyTaps />
        </>,
      ),
    // Rendered afresh, the shell shows what failed (the area's fallback with Try again).
    () => {
      releaseEarlyTaps(false);
      createRoot(container).render(<App />);
    },
  );
} else {
  createRoot(container).render(<App />);
}
