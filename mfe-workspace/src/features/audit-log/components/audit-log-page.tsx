import { MAIN_CONTENT_ID, PageContainer, usePageTitle } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { auditLogExportUrl, useGetAuditLogPagesInfiniteQuery } from '@clientline/shared-ui/api/audit';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';
import { ExportCsvLink } from './export-csv-link';
import { RetentionSetting } from './retention-setting';

/**
 * /audit-log, for the firm's owner and admins: who did what and when, from where, filtered by person,
 * action, project, client and days (the filters live in the address), a page at a time, newest first,
 * with a CSV of what the filters select and how long entries are kept.
 */
export function AuditLogPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Audit log', user?.organizationName);
  const mayRead = user ? runsTheFirm(user) : false;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        {user && !mayRead ? (
          <>
            <PageHeader title="Audit log" />
            <EmptyState title="Only the owner and admins see the audit log" description="Ask them if you need to know who opened or changed something." />
          </>
        ) : (
          mayRead && <AuditLog />
        )}
      </PageContainer>
    </main>
  );
}

function AuditLog() {
  const filters = useAuditFilters();
  // Every call the firm makes writes entries, so the log is read afresh each time the screen opens.
  const pages = useGetAuditLogPagesInfiniteQuery(filters.filter, { skip: !filters.isValid, refetchOnMountOrArgChange: true });
  const wide = useWideScreen();
  const loaded = pages.currentData;
  const entries = loaded?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who signed in, opened, downloaded or changed what, and from where: newest first."
        actions={<ExportCsvLink href={auditLogExportUrl(filters.filter)} />}
      />
      <AuditFilters filters={filters} />
      {!filters.isValid ? (
        <EmptyState title="Choose other dates" description="The range must end on or after the day it starts." />
      ) : pages.isError && !pages.isFetchNextPageError ? (
        <LoadError title="Failed to load the audit log" onRetry={pages.refetch} retrying={pages.isFetching} />
      ) : !loaded ? (
        <LoadingBlock label="Loading the audit log" />
      ) : entries.length === 0 ? (
        <EmptyState
          title={filters.isFiltered ? 'No entries match these filters' : 'No entries yet'}
          description={
            filters.isFiltered
              ? 'Try another person or action, or a wider range of days.'
              : 'Sign-ins, views and downloads of documents and changes to the firm are recorded here.'
          }
        />
      ) : (
        <>
          <AuditEntries entries={entries} wide={wide} />
          {pages.hasNextPage && (
            <LoadMore items="entries" onLoadMore={pages.fetchNextPage} loading={pages.isFetchingNextPage} failed={pages.isFetchNextPageError} />
          )}
        </>
      )}
      <RetentionSetting />
    </>
  );
}
