import type { ReactNode } from 'react';
import { Button } from '@clientline/shared-ui';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { AuthLayout } from './auth-layout';
import { Notice } from './notice';
import { Footer, PageCard } from './page-card';
import { LoadingCard } from './status-card';

interface LinkCheck<Data> {
  data?: Data;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

interface CheckedLinkPageProps<Data> {
  /** The query checking the link's token. */
  check: LinkCheck<Data>;
  checking: string;
  /** The heading when the api refused the link (used, expired or unknown). */
  refusedTitle: string;
  refusedDescription?: string;
  /** The way on from a refused link (ask for a new one, sign in). */
  refusedAction: ReactNode;
  children(data: Data): ReactNode;
}

/**
 * A page reached by a mailed link (a password reset, an invitation): says it is checking the link, then
 * why a refused link does not work with the way on, or offers Try Again when the check itself failed;
 * else the page for the link's data.
 */
export function CheckedLinkPage<Data>({ check, checking, refusedTitle, refusedDescription, refusedAction, children }: CheckedLinkPageProps<Data>) {
  if (check.isError) {
    // Only the api's answer about the link means it is spent; a check that got no answer may be tried again.
    const refused = isApiError(check.error) && check.error.status === 400;
    return (
      <AuthLayout>
        <PageCard title={refusedTitle} description={refusedDescription}>
          <Notice tone="warning">{refused ? serverMessageOr(check.error, '') : 'The link could not be checked. Check your connection and try again.'}</Notice>
          <Footer>{refused ? refusedAction : <Button onClick={() => check.refetch()}>Try Again</Button>}</Footer>
        </PageCard>
      </AuthLayout>
    );
  }
  return <AuthLayout>{check.data ? children(check.data) : <LoadingCard>{checking}</LoadingCard>}</AuthLayout>;
}
