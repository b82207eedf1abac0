import type { ClientImport } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import { ProgressBar } from '@clientline/shared-ui/widgets';
import { useRunClientImportMutation } from '@clientline/shared-ui/api/client-imports';
import { ButtonRow } from '../../../components/button-row';
import { FailedRowsLink, ImportRows, ImportSummaryText, StepContent } from './import-rows';

/** Step 4: the import running, stopped midway, or done. */
export function ImportProgress({ clientImport, onStartOver }: { clientImport: ClientImport; onStartOver: () => void }) {
  const [runImport, { isLoading }] = useRunClientImportMutation();
  const run = useMutationToast();
  const percent = clientImport.rowCount === 0 ? 100 : Math.floor((clientImport.progress / clientImport.rowCount) * 100);

  if (clientImport.status === 'running') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Importing {clientImport.fileName}</CardTitle>
          <CardDescription aria-live="polite">
            {clientImport.progress.toLocaleString('en-US')} of {clientImport.rowCount.toLocaleString('en-US')} rows done. You can leave this page: the import goes on.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProgressBar percent={percent} label={`Progress of the import of ${clientImport.fileName}`} />
        </CardContent>
      </Card>
    );
  }
  if (clientImport.status === 'interrupted') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>The import stopped before it finished</CardTitle>
          <CardDescription>
            The server running it stopped. Continue it: the rows already imported stay as they are, and the others are imported.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button type="button" loading={isLoading} onClick={() => run(() => runImport(clientImport.id).unwrap(), { failure: 'Failed to continue the import' })}>
            Continue the import
          </Button>
        </CardContent>
      </Card>
    );
  }
  const summary = clientImport.summary!;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import done</CardTitle>
        <CardDescription>{clientImport.fileName}</CardDescription>
      </CardHeader>
      <CardContent>
        <StepContent>
          <ImportSummaryText summary={summary} />
          <ButtonRow>
            <Button as={Link} to="/clients">
              Go to Clients
            </Button>
            {summary.rows.error > 0 && (
              <FailedRowsLink importId={clientImport.id} />
            )}
            <Button type="button" variant="secondary" onClick={onStartOver}>
              Import another file
            </Button>
          </ButtonRow>
          <ImportRows rows={clientImport.rows} summary={summary} />
        </StepContent>
      </CardContent>
    </Card>
  );
}
