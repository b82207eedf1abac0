/**
 * The Sign-in area's pages that are the same for every visitor: the build renders each to HTML
 * (scripts/prerender-pages.tsx) and the api serves it painted to a signed-out visitor, before any script
 * arrives. /auth once per tab, as its query opens one or the other.
 */
export const PRERENDERED_PAGES = ['/auth', '/auth?mode=register'];
