import { useMemo, useState } from 'react';
import type { ProjectStatus, ProjectSummary } from '@clientline/contracts';

export type StatusFilter = ProjectStatus | 'all';

/** Search by project or client name (case-insensitive) and an optional status. */
export function filterProjects(projects: ProjectSummary[], search: string, status: StatusFilter): ProjectSummary[] {
  const needle = search.trim().toLowerCase();
  return projects.filter(
    (project) =>
      (status === 'all' || project.status === status) &&
      (!needle || project.name.toLowerCase().includes(needle) || project.client.displayName.toLowerCase().includes(needle)),
  );
}

export function useProjectFilter(projects: ProjectSummary[]) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const visible = useMemo(() => filterProjects(projects, search, status), [projects, search, status]);
  return { search, setSearch, status, setStatus, visible };
}
