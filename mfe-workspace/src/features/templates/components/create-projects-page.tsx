import { useState } from 'react';
import { Button, usePageTitle } from '@clientline/shared-ui';
import { Link, useLocation, useParams, useSearchParams } from '@clientline/shared-ui/router';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetTemplateQuery } from '@clientline/shared-ui/api/templates';
import { isApiError } from '@clientline/shared-ui/store';
import { QueryView } from '../../../components/query-view';
import { chosenClientsOf } from '../../../lib/chosen-clients';
import { BatchPlanner } from './batch-planner';
import { BatchProgress } from './batch-progress';
import { TemplatesFrame, useMayUseTemplates } from './templates-frame';

/**
 * /templates/:templateId/create: the template's project for many clients at once. Choose the period, the
 * start date and the clients, preview (the dry run), then create: the batch runs in the background, its id
 * in the address (`?batch=`) so a reload or a link from the template's recent batches finds its progress,
 * its outcome and its Undo. Opened from the Clients screen's "Create projects…", the clients ticked there come
 * in the navigation state and are the first choice of clients.
 */
export function CreateProjectsPage() {
  const { templateId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const { state } = useLocation();
  // Read once: starting a batch moves to `?batch=` without the state, and Start over keeps the clients.
  const [chosen] = useState(() => chosenClientsOf(state));
  const { user, mayUse } = useMayUseTemplates();
  const template = useGetTemplateQuery(templateId, { skip: !mayUse });
  const title = template.data ? `Create projects from ${template.data.name}` : 'Create projects';
  usePageTitle(title, 'Templates', user?.organizationName);
  const notFound = isApiError(template.error) && template.error.status === 404;

  const back = template.data ? (
    <Button as={Link} to={`/templates/${encodeURIComponent(templateId)}`} variant="secondary">
      Back to the template
    </Button>
  ) : (
    <Button as={Link} to="/templates" variant="secondary">
      Back to Templates
    </Button>
  );

  let body;
  if (batchId) body = <BatchProgress batchId={batchId} onStartOver={() => setParams({})} />;
  else if (notFound) body = <EmptyState title="Template not found" description="It may have been deleted: choose another one on Templates." />;
  else {
    body = (
      <QueryView query={template} loadingLabel="Loading the template" errorTitle="Failed to load the template">
        {(loaded) => <BatchPlanner template={loaded} chosen={chosen} onStarted={(batch) => setParams({ batch: batch.id })} />}
      </QueryView>
    );
  }

  return (
    <TemplatesFrame
      title={title}
      description="Make the template's project for many clients at once: choose the period, the start date and the clients, look at the preview, then create."
      actions={back}
    >
      {body}
    </TemplatesFrame>
  );
}
