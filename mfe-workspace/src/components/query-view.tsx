import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';

/** What QueryView reads of an api query's result. */
interface Read<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * What a read from the api shows: a LoadingBlock while it loads, a LoadError with Try Again when it
 * failed or brought nothing, else `children` with the data.
 */
export function QueryView<T>({ query, loadingLabel, errorTitle, children }: {
  query: Read<T>;
  loadingLabel: string;
  errorTitle: string;
  children(data: T): ReactNode;
}) {
  if (query.isLoading) return <LoadingBlock label={loadingLabel} />;
  if (query.isError || !query.data) return <LoadError title={errorTitle} onRetry={query.refetch} retrying={query.isFetching} />;
  return children(query.data);
}
