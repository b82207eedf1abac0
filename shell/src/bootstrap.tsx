import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareFirstRender } from './app/prepare-first-render';

const container = document.getElementById('root')!;

if (container.firstElementChild) {
  // A landing page the api served prerendered: it is on screen already; hydrate it once its code is here.
  prepareFirstRender().then(
    () => hydrateRoot(container, <App />),
    // Rendered afresh, the shell shows what failed (the area's fallback with Try again).
    () => createRoot(container).render(<App />),
  );
} else {
  createRoot(container).render(<App />);
}
