import { useState } from 'react';
import type { ClientFilter, ClientPageRequest } from '@clientline/contracts';
import { SEARCH_DEBOUNCE_MS, useSettledValue } from '../../../lib/use-settled-value';

/** Clients on one page of the Clients screen. */
export const CLIENTS_PER_PAGE = 50;

/** The filters a choice sets, each field empty or unset meaning "any". */
type Choices = Omit<ClientFilter, 'q'>;

/** The filter's set fields only, so two filters that ask the same compare equal. */
function setFieldsOf(filter: ClientFilter): ClientFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))) as ClientFilter;
}

/** Whether two filters ask for the same clients (a saved filter is the one applied when it equals the screen's). */
export function sameFilter(a: ClientFilter, b: ClientFilter): boolean {
  const left = setFieldsOf(a);
  const right = setFieldsOf(b);
  const keys = Object.keys(left) as Array<keyof ClientFilter>;
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/**
 * The search, filters and page the Clients screen asks the api for (docs/api.md, GET /api/clients/page). The
 * search field answers each key; the request waits for typing to pause. Any change of the search or a filter
 * goes back to the first page.
 */
export function useClientFilter() {
  const [search, setTypedSearch] = useState('');
  // A saved filter's search applies at once; typing waits for a pause again.
  const [appliedSearch, setAppliedSearch] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const settledSearch = useSettledValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = setFieldsOf({ ...choices, q: appliedSearch ?? settledSearch });
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const choose = <Field extends keyof Choices>(field: Field, value: Choices[Field] | '') => setChoices((current) => setFieldsOf({ ...current, [field]: value || undefined }));
  const setSearch = (typed: string) => {
    setAppliedSearch(null);
    setTypedSearch(typed);
  };
  const apply = (saved: ClientFilter) => {
    const { q = '', ...rest } = saved;
    setTypedSearch(q);
    setAppliedSearch(q);
    setChoices(setFieldsOf(rest));
  };
  const request: ClientPageRequest = { ...filter, page, pageSize: CLIENTS_PER_PAGE };
  return {
    search,
    setSearch,
    choices,
    choose,
    apply,
    /** What the list is filtered by now (the search once typing paused): what "Save filter" names. */
    filter,
    isFiltered: Object.keys(filter).some((field) => field !== 'archived'),
    page,
    goToPage: (next: number) => setPaging({ filterKey, page: next }),
    request,
    /** Changes with the page or the filters: a selection belongs to one of these. */
    viewKey: `${filterKey}#${page}`,
  };
}

export type ClientFilterState = ReturnType<typeof useClientFilter>;
