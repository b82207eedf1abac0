import type { ReactNode } from 'react';
import { Spinner } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { LoadError } from './load-error';

interface ListQuery<T> {
  isLoading: boolean;
  isError: boolean;
  data?: T[];
  refetch(): unknown;
}

export interface QueryListProps<T> {
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; description: string };
  children(rows: T[]): ReactNode;
}

/**
 * A list read from the api inside a card's section: a spinner while it loads, the failure with Try
 * Again, the empty state when there is nothing, else `children` with the rows.
 */
export function QueryList<T>({ query, loadingLabel, errorTitle, empty, children }: QueryListProps<T>) {
  if (query.isLoading) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return <LoadError headingLevel={3} title={errorTitle} description="Check your connection and try again." onRetry={() => query.refetch()} />;
  }
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState headingLevel={3} title={empty.title} description={empty.description} />;
  return children(rows);
}
