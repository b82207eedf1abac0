import { Button, MAIN_CONTENT_ID, PageContainer, usePageTitle } from '@clientline/shared-ui';
import { Link, useSearchParams } from '@clientline/shared-ui/router';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetClientImportQuery } from '@clientline/shared-ui/api/client-imports';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

/** While an import runs, its progress is asked for this often. */
const PROGRESS_POLL_MS = 1_000;

/**
 * Import clients from a spreadsheet, in steps: upload the CSV, match its columns, review the dry run, run it.
 * The import's id is in the address (`?id=`), so a reload or a return later finds it where it stands.
 */
export function ClientImportPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Import clients', user?.organizationName);
  const [params, setParams] = useSearchParams();
  const importId = params.get('id');
  const backToClients = (
    <Button as={Link} to="/clients" variant="secondary">
      Back to Clients
    </Button>
  );

  let body;
  if (user && !runsTheFirm(user)) {
    body = <EmptyState title="Only the owner and admins import clients" description="Ask them to import your client list." />;
  } else if (!importId) {
    body = <UploadStep onUploaded={(uploaded) => setParams({ id: uploaded.id })} />;
  } else {
    body = <ImportSteps importId={importId} onStartOver={() => setParams({})} />;
  }
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Import clients" description="Bring your client list from a spreadsheet: people, their accounts and tags." actions={backToClients} />
        {body}
      </PageContainer>
    </main>
  );
}

function ImportSteps({ importId, onStartOver }: { importId: string; onStartOver: () => void }) {
  const query = useGetClientImportQuery(importId);
  const running = query.data?.status === 'running';
  // A second subscription that polls only while it runs: the page's own re-renders never poll.
  useGetClientImportQuery(importId, { skip: !running, pollingInterval: PROGRESS_POLL_MS });
  return (
    <QueryView query={query} loadingLabel="Loading the import" errorTitle="Failed to load the import">
      {(clientImport) => {
        switch (clientImport.status) {
          case 'uploaded':
            return <MappingStep clientImport={clientImport} back={{ label: 'Upload another file', onClick: onStartOver }} />;
          case 'previewed':
            return <ReviewStep clientImport={clientImport} />;
          default:
            return <ImportProgress clientImport={clientImport} onStartOver={onStartOver} />;
        }
      }}
    </QueryView>
  );
}
