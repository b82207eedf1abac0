import { useState } from 'react';
import type { ClientImport } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { useRunClientImportMutation } from '@clientline/shared-ui/api/client-imports';
import { ButtonRow } from '../../../components/button-row';
import { FailedRowsLink, ImportRows, ImportSummaryText, StepContent } from './import-rows';
import { MappingStep } from './mapping-step';

const INVITATION_NOTES = {
  now: 'Each new person is mailed their invitation as the import runs.',
  later: 'New people are not invited yet: invite them from the Clients screen when you are ready.',
  never: 'New people are not invited.',
};

/** Step 3: what the import will do, row by row; then run it, or change the matching. */
export function ReviewStep({ clientImport }: { clientImport: ClientImport }) {
  const [changing, setChanging] = useState(false);
  const [runImport, { isLoading }] = useRunClientImportMutation();
  const run = useMutationToast();
  const summary = clientImport.summary!;
  const changes = summary.rows.new + summary.rows.update;

  if (changing) return <MappingStep clientImport={clientImport} back={{ label: 'Keep the preview', onClick: () => setChanging(false) }} onPreviewed={() => setChanging(false)} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview of {clientImport.fileName}</CardTitle>
        <CardDescription>Nothing has been imported yet. {INVITATION_NOTES[clientImport.invitations]}</CardDescription>
      </CardHeader>
      <CardContent>
        <StepContent>
          <ImportSummaryText summary={summary} />
          <ButtonRow>
            <Button type="button" disabled={changes === 0} loading={isLoading} onClick={() => run(() => runImport(clientImport.id).unwrap(), { failure: 'Failed to start the import' })}>
              {changes === 0 ? 'Nothing to import' : `Import ${changes.toLocaleString('en-US')} ${changes === 1 ? 'row' : 'rows'}`}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setChanging(true)}>
              Change column matching
            </Button>
            {summary.rows.error > 0 && (
              <FailedRowsLink importId={clientImport.id} />
            )}
          </ButtonRow>
          <ImportRows rows={clientImport.rows} summary={summary} />
        </StepContent>
      </CardContent>
    </Card>
  );
}
