import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** What the clients table and cards need to tick clients of the page on screen. */
export interface PageSelection {
  isSelected(clientId: string): boolean;
  toggle(clientId: string): void;
  /** Every client of the page ticked, some of them, or none. */
  allOnPage: boolean | 'mixed';
  toggleAll(): void;
}

/**
 * The clients ticked on the page on screen (`pageIds`, the page `viewKey` names): a new page or filter starts
 * with none, and a client that left the page (archived, say) is no longer ticked.
 */
export function usePageSelection(viewKey: string, pageIds: string[]) {
  const [ticked, setTicked] = useState({ viewKey, ids: NONE });
  const current = ticked.viewKey === viewKey ? ticked.ids : NONE;
  const ids = pageIds.filter((id) => current.has(id));
  const replace = (next: Iterable<string>) => setTicked({ viewKey, ids: new Set(next) });
  const selection: PageSelection = {
    isSelected: (clientId) => current.has(clientId),
    toggle: (clientId) => replace(current.has(clientId) ? ids.filter((id) => id !== clientId) : [...ids, clientId]),
    allOnPage: ids.length === 0 ? false : ids.length === pageIds.length ? true : 'mixed',
    toggleAll: () => replace(ids.length === pageIds.length ? [] : pageIds),
  };
  return { selection, selectedIds: ids, clear: () => replace([]) };
}
