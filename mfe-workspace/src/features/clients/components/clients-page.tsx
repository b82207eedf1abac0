import { useState } from 'react';
import { Button, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { CheckboxField, EmptyState, Field, Select } from '@clientline/shared-ui/widgets';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { ClientStatusLegend } from '../../../components/client-status-badge';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useRevealedAccess } from '../hooks/use-revealed-access';
import { AddClientDialog } from '../../../components/dialogs/add-client-dialog';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { ClientCards } from './client-cards';
import { ClientsTable } from './clients-table';
import { UndeliveredMail } from './undelivered-mail';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
`;

export function ClientsPage() {
  const [showArchived, setShowArchived] = useState(false);
  const [tag, setTag] = useState('');
  // Every client of the view, for the tags to choose from; the list itself is the chosen tag's.
  const everyClient = useGetClientsQuery(showArchived ? { archived: true } : undefined);
  const taggedClients = useGetClientsQuery({ archived: showArchived, tag }, { skip: !tag });
  const clientsQuery = tag ? taggedClients : everyClient;
  const tags = [...new Set((everyClient.data ?? []).flatMap((client) => client.tags))].sort((a, b) => a.localeCompare(b));
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Clients', user?.organizationName);
  const canManage = user ? runsTheFirm(user) : false;
  const [adding, setAdding] = useState(false);
  const { accessOf, remember } = useRevealedAccess();
  const wide = useWideScreen();

  const addButton = canManage && <Button onClick={() => setAdding(true)}>Add Client</Button>;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Clients" description="Who your firm works for, their status and how they sign in." actions={addButton} />
        {canManage && <UndeliveredMail />}
        <Filters>
          <CheckboxField
            label="Show archived clients only"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          {(tags.length > 0 || tag) && (
            <Field label="Tag">
              <Select value={tag} onChange={(event) => setTag(event.target.value)}>
                <option value="">Every tag</option>
                {tags.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </Filters>
        <QueryView query={clientsQuery} loadingLabel="Loading clients" errorTitle="Failed to load clients">
          {(clients) =>
            clients.length === 0 && tag ? (
              <EmptyState title={`No clients tagged ${tag}`} description="Choose another tag, or every tag." />
            ) : clients.length === 0 && showArchived ? (
              <EmptyState title="No archived clients" description="A client you archive shows here, ready to restore." />
            ) : clients.length === 0 ? (
              <EmptyState
                title="Add your first client"
                description={
                  canManage
                    ? 'A client gets a portal login to follow their projects and chat with you.'
                    : 'Clients your firm adds show here.'
                }
                action={canManage && <Button onClick={() => setAdding(true)}>Add your first client</Button>}
              />
            ) : (
              <>
                <ClientStatusLegend />
                {wide ? (
                  <ClientsTable clients={clients} accessOf={accessOf} onRenewed={remember} canManage={canManage} />
                ) : (
                  <ClientCards clients={clients} accessOf={accessOf} onRenewed={remember} canManage={canManage} />
                )}
              </>
            )
          }
        </QueryView>
        {adding && <AddClientDialog onClose={() => setAdding(false)} onCreated={remember} />}
      </PageContainer>
    </main>
  );
}
