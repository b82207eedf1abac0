import { useState, type FormEvent } from 'react';
import { CLIENT_IMPORT_FIELD_LABELS, CLIENT_IMPORT_FIELDS, type ClientImport } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import styled from '@clientline/shared-ui/styled';
import { useUploadClientListMutation } from '@clientline/shared-ui/api/client-imports';

const Columns = styled.code`
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

/** Step 1: choose the CSV file and send it. */
export function UploadStep({ onUploaded }: { onUploaded: (uploaded: ClientImport) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [upload, { isLoading }] = useUploadClientListMutation();
  const run = useMutationToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a CSV file of your clients');
      return;
    }
    const outcome = await run(() => upload(file).unwrap(), { failure: 'Failed to read the file' });
    if (outcome.ok) onUploaded(outcome.value);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload your client list</CardTitle>
        <CardDescription>
          A CSV file with a header row, as Excel, Numbers or Google Sheets save it (up to 5 MB). Nothing is imported until you have seen what the
          import will do.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          Columns it can read: <Columns>{CLIENT_IMPORT_FIELDS.map((field) => CLIENT_IMPORT_FIELD_LABELS[field]).join(', ')}</Columns>. A row is one
          person; people of one household or company share its account name.
        </p>
        <Form onSubmit={submit} noValidate>
          <Field label="CSV file" error={error} required>
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError('');
              }}
            />
          </Field>
          <Button type="submit" loading={isLoading}>
            Upload and match columns
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
