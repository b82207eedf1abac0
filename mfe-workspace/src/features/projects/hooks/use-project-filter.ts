import { useState } from 'react';
import type { ProjectStatus } from '@clientline/contracts';
import type { ProjectListFilter } from '@clientline/shared-ui/api/projects';
import { SEARCH_DEBOUNCE_MS, useSettledValue } from '../../../lib/use-settled-value';

/** A status of the spec, every project that is not archived ('all'), or the archived ones. */
export type StatusFilter = ProjectStatus | 'all' | 'archived';

/**
 * The search (project or client name), status (or the archived projects) and "Assigned to me" the list is asked for: the api filters
 * (docs/api.md, GET /api/projects, Pages). The search field answers each key; the request waits for
 * typing to pause.
 */
export function useProjectFilter() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [assignedToMe, setAssignedToMe] = useState(false);
  const settledSearch = useSettledValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const request: Omit<ProjectListFilter, 'limit'> = {
    ...(settledSearch && { search: settledSearch }),
    ...(status === 'archived' ? { archived: 'true' as const } : status !== 'all' && { status }),
    ...(assignedToMe && { assignedTo: 'me' as const }),
  };
  const isFiltered = Boolean(settledSearch) || status !== 'all' || assignedToMe;
  return { search, setSearch, status, setStatus, assignedToMe, setAssignedToMe, request, isFiltered };
}
