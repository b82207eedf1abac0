import { createRoot } from 'react-dom/client';
import { StandaloneRoot } from '@clientline/shared-ui/standalone';
import App from './app/app';

createRoot(document.getElementById('root')!).render(
  <StandaloneRoot>
    <App />
  </StandaloneRoot>,
);
