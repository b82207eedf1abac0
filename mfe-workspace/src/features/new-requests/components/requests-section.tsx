import { useState } from 'react';
import type { WebhookRequest } from '@clientline/contracts';
import { useToast } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { usePolledWebhookRequestsQuery } from '@clientline/shared-ui/api/webhooks';
import { SOCKET_EVENTS } from '@clientline/contracts';
import { useSocketEvent } from '@clientline/shared-ui/store';
import { AddClientDialog } from '../../../components/dialogs/add-client-dialog';
import { NewProjectDialog } from '../../../components/dialogs/new-project-dialog';
import { QueryView } from '../../../components/query-view';
import { clientFromRequest, projectFromRequest } from '../lib/request-details';
import { RequestList } from './request-list';

type Turning = { into: 'client' | 'project'; request: WebhookRequest } | null;

/** The polled list (pushed requests join it through the realtime bridge), and turning a request into work. */
export function RequestsSection() {
  const requestsQuery = usePolledWebhookRequestsQuery();
  const [turning, setTurning] = useState<Turning>(null);
  const { toast } = useToast();

  useSocketEvent<WebhookRequest>(SOCKET_EVENTS.webhookRequestReceived, (request) => {
    toast({ title: 'New webhook request', description: `${request.type} from ${request.source}` });
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
            <RequestList
              requests={requests}
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
