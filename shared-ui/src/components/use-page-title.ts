import { createContext, useContext, useEffect } from 'react';

export const PRODUCT_NAME = 'Clientline';
const SEPARATOR = ' · ';

/** 'Projects · Harbor & Finch Legal · Clientline': the parts given, most specific first, then the product. */
export function pageTitle(...parts: (string | null | undefined | false)[]): string {
  return [...parts.map((part) => (part || '').trim()).filter(Boolean), PRODUCT_NAME].join(SEPARATOR);
}

/**
 * Where a render outside a browser (the landing pages' at build time, a signed-in first screen's in the
 * api) collects the page's title for its HTML: effects, which set it in a browser, do not run there.
 */
export const ServerPageTitle = createContext<{ title?: string } | null>(null);

/**
 * The document title of the page on screen: its parts, most specific first (the page, then the record or
 * the firm), joined with " · " and ending with "Clientline". Parts not known yet (null, undefined, '')
 * are left out, so a page can name a record once it has loaded. The title before is put back when the
 * page goes. Every page of every remote sets its title with this, and only with this.
 */
export function usePageTitle(...parts: (string | null | undefined | false)[]): void {
  const title = pageTitle(...parts);
  const serverPage = useContext(ServerPageTitle);
  if (serverPage) serverPage.title = title;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
