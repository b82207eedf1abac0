import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** What a list's rows or cards need to tick the items on screen (clients, the board's projects). */
export interface PageSelection {
  isSelected(id: string): boolean;
  toggle(id: string): void;
  /** Every item on screen ticked, some of them, or none. */
  allOnPage: boolean | 'mixed';
  toggleAll(): void;
}

/**
 * The items ticked among those on screen (`pageIds`, the page or filters `viewKey` names): a new page or
 * filter starts with none, and an item that left the screen (archived, say) is no longer ticked.
 */
export function usePageSelection(viewKey: string, pageIds: string[]) {
  const [ticked, setTicked] = useState({ viewKey, ids: NONE });
  const current = ticked.viewKey === viewKey ? ticked.ids : NONE;
  const ids = pageIds.filter((id) => current.has(id));
  const replace = (next: Iterable<string>) => setTicked({ viewKey, ids: new Set(next) });
  const selection: PageSelection = {
    isSelected: (id) => current.has(id),
    toggle: (id) => replace(current.has(id) ? ids.filter((other) => other !== id) : [...ids, id]),
    allOnPage: ids.length === 0 ? false : ids.length === pageIds.length ? true : 'mixed',
    toggleAll: () => replace(ids.length === pageIds.length ? [] : pageIds),
  };
  return { selection, selectedIds: ids, clear: () => replace([]) };
}
