import { useCallback, useEffect, useRef, useState } from 'react';
import type { WebhookRequest } from '@clientline/contracts';
import { Button, useToast } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { usePolledWebhookRequestsQuery } from '@clientline/shared-ui/api/webhooks';
import { SOCKET_EVENTS } from '@clientline/contracts';
import { useSocketEvent } from '@clientline/shared-ui/store';
import { AddClientDialog } from '../../../components/dialogs/add-client-dialog';
import { NewProjectDialog } from '../../../components/dialogs/new-project-dialog';
import { QueryView } from '../../../components/query-view';
import { clientFromRequest, inWords, projectFromRequest } from '../lib/request-details';
import { DEFAULT_REQUEST_FILTERS, filterRequests, NO_REQUEST_FILTERS, type RequestFilters } from '../lib/request-filters';
import { RequestFiltersBar } from './request-filters-bar';
import { RequestList } from './request-list';

type Turning = { into: 'client' | 'project'; request: WebhookRequest } | null;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const countText = (shown: number, total: number) => `${shown} of ${total} ${total === 1 ? 'request' : 'requests'}`;

interface FilteredRequestsProps {
  requests: WebhookRequest[];
  filters: RequestFilters;
  onFiltersChange(filters: RequestFilters): void;
  onCreateClient(request: WebhookRequest): void;
  onCreateProject(request: WebhookRequest): void;
}

/** The loaded list through the filters, on the screen alone: the api always answers the latest 100. */
function FilteredRequests({ requests, filters, onFiltersChange, onCreateClient, onCreateProject }: FilteredRequestsProps) {
  const shown = filterRequests(requests, filters);
  const list = useRef<HTMLDivElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  const focusLost = useRef(false);
  const onFocusLost = useCallback(() => {
    focusLost.current = true;
  }, []);

  // A request that held the focus left the list (marked handled while the list shows those not handled): the
  // keyboard goes on from the list, or from "Clear filters" when none is left, not from the top of the page.
  useEffect(() => {
    if (!focusLost.current) return;
    focusLost.current = false;
    (list.current ?? clear.current)?.focus();
  });

  return (
    <>
      <RequestFiltersBar filters={filters} onChange={onFiltersChange} />
      <Count role="status">{countText(shown.length, requests.length)}</Count>
      {shown.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No request matches these filters."
          action={
            <Button ref={clear} type="button" variant="secondary" onClick={() => onFiltersChange(NO_REQUEST_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <RequestList
          listRef={list}
          requests={shown}
          allRequests={requests}
          onCreateClient={onCreateClient}
          onCreateProject={onCreateProject}
          onFocusLost={onFocusLost}
        />
      )}
    </>
  );
}

/** The polled list (pushed requests join it through the realtime bridge), and turning a request into work. */
export function RequestsSection() {
  const requestsQuery = usePolledWebhookRequestsQuery();
  const [turning, setTurning] = useState<Turning>(null);
  const [filters, setFilters] = useState<RequestFilters>(DEFAULT_REQUEST_FILTERS);
  const { toast } = useToast();

  useSocketEvent<WebhookRequest>(SOCKET_EVENTS.webhookRequestReceived, (request) => {
    toast({ title: 'New webhook request', description: `${inWords(request.type)} from ${request.source}` });
  });

  const close = () => setTurning(null);

  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">Requests</h2>
      <QueryView query={requestsQuery} loadingLabel="Loading webhook requests" errorTitle="Failed to load webhook requests">
        {(requests) =>
          requests.length === 0 ? (
            <EmptyState
              title="No webhook requests found."
              description="Send the example call on this page, or connect your website's intake form: new requests appear here as they arrive."
            />
          ) : (
            <FilteredRequests
              requests={requests}
              filters={filters}
              onFiltersChange={setFilters}
              onCreateClient={(request) => setTurning({ into: 'client', request })}
              onCreateProject={(request) => setTurning({ into: 'project', request })}
            />
          )
        }
      </QueryView>
      {turning?.into === 'client' && <AddClientDialog onClose={close} initialValues={clientFromRequest(turning.request.content)} />}
      {turning?.into === 'project' && <NewProjectDialog onClose={close} initialValues={projectFromRequest(turning.request.content)} />}
    </section>
  );
}
