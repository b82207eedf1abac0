import { useEffect, useState } from 'react';
import { Button, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { Link } from '@clientline/shared-ui/router';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetClientPageQuery } from '@clientline/shared-ui/api/clients';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import type { ClientPage } from '@clientline/contracts';
import { ClientStatusLegend } from '../../../components/client-status-badge';
import { PageHeader } from '../../../components/page-header';
import { SelectAllField } from '../../../components/selection-checkbox';
import { QueryView } from '../../../components/query-view';
import { AddClientDialog } from '../../../components/dialogs/add-client-dialog';
import { usePageSelection } from '../../../lib/use-page-selection';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useClientFilter, type ClientFilterState } from '../hooks/use-client-filter';
import { useRevealedAccess } from '../hooks/use-revealed-access';
import { BulkActions } from './bulk-actions';
import { ClientCards } from './client-cards';
import { ClientFilters } from './client-filters';
import { ClientPager } from './client-pager';
import { ClientsTable, SELECT_ALL_CLIENTS } from './clients-table';
import { SavedFilters } from './saved-filters';
import { UndeliveredMail } from './undelivered-mail';

const Results = styled.div`
  min-width: 0;
`;

/** Why the page holds no client: nothing matches, nothing is archived, or the firm has no client yet. */
function NoClients({ filter, canManage, onAdd }: { filter: ClientFilterState; canManage: boolean; onAdd(): void }) {
  const { choices, isFiltered } = filter;
  const onlyTag = choices.tag && Object.keys(filter.filter).every((field) => field === 'tag' || field === 'archived');
  if (onlyTag) return <EmptyState title={`No clients tagged ${choices.tag}`} description="Choose another tag, or every tag." />;
  if (isFiltered) return <EmptyState title="No clients match" description="Change the search or the filters." />;
  if (choices.archived) return <EmptyState title="No archived clients" description="A client you archive shows here, ready to restore." />;
  return (
    <EmptyState
      title="Add your first client"
      description={canManage ? 'A client gets a portal login to follow their projects and chat with you.' : 'Clients your firm adds show here.'}
      action={canManage && <Button onClick={onAdd}>Add your first client</Button>}
    />
  );
}

export function ClientsPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Clients', user?.organizationName);
  const canManage = user ? runsTheFirm(user) : false;
  const filter = useClientFilter();
  const pageQuery = useGetClientPageQuery(filter.request);
  const shown: ClientPage | undefined = pageQuery.data;
  const { selection, selectedIds, clear } = usePageSelection(filter.viewKey, (shown?.clients ?? []).map((client) => client.id));
  const [adding, setAdding] = useState(false);
  const { accessOf, remember } = useRevealedAccess();
  const wide = useWideScreen();
  const { goToPage, page } = filter;

  // A page left empty (its clients archived, say) gives way to the last page that has clients.
  useEffect(() => {
    if (shown && shown.page === page && page > 1 && shown.clients.length === 0 && shown.total > 0) goToPage(Math.ceil(shown.total / shown.pageSize));
  }, [shown, page, goToPage]);

  const actions = canManage && (
    <>
      <Button as={Link} to="/clients/import" variant="secondary">
        Import clients
      </Button>
      <Button onClick={() => setAdding(true)}>Add Client</Button>
    </>
  );
  const listProps = { accessOf, onRenewed: remember, canManage, selection: canManage ? selection : undefined };

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Clients" description="Who your firm works for, their status and how they sign in." actions={actions} />
        {canManage && <UndeliveredMail />}
        <ClientFilters filter={filter} />
        <SavedFilters filter={filter} canManage={canManage} />
        {canManage && selectedIds.length > 0 && shown && (
          <BulkActions clients={shown.clients.filter((client) => selectedIds.includes(client.id))} onClear={clear} />
        )}
        <QueryView query={pageQuery} loadingLabel="Loading clients" errorTitle="Failed to load clients">
          {(page) =>
            page.total === 0 ? (
              <NoClients filter={filter} canManage={canManage} onAdd={() => setAdding(true)} />
            ) : (
              <Results aria-busy={pageQuery.isFetching || undefined}>
                <ClientStatusLegend />
                {wide ? (
                  <ClientsTable clients={page.clients} {...listProps} />
                ) : (
                  <>
                    {canManage && <SelectAllField selection={selection} label={SELECT_ALL_CLIENTS} />}
                    <ClientCards clients={page.clients} {...listProps} />
                  </>
                )}
                <ClientPager page={page} onPage={goToPage} />
              </Results>
            )
          }
        </QueryView>
        {adding && <AddClientDialog onClose={() => setAdding(false)} onCreated={remember} />}
      </PageContainer>
    </main>
  );
}
