import { accountantPage } from '../features/landing/content/accountant-page';
import { genericPage } from '../features/landing/content/generic-page';
import type { LandingContent } from '../features/landing/content/landing-content';
import { lawPage } from '../features/landing/content/law-page';

/**
 * The landing pages (routes of ./app.tsx): the same for every visitor, so the build renders each to HTML
 * (scripts/prerender-pages.tsx) and the api serves it painted, before any script arrives.
 */
export const LANDING_PAGES: Array<{ path: string; content: LandingContent }> = [
  { path: '/', content: genericPage },
  { path: '/law', content: lawPage },
  { path: '/accountant', content: accountantPage },
];
