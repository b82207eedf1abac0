import { useState, type FormEvent } from 'react';
import {
  CLIENT_IMPORT_FIELD_LABELS,
  CLIENT_IMPORT_FIELDS,
  type ClientImport,
  type ClientImportField,
  type ClientImportInvitations,
  type ClientImportMapping,
} from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Field, Select } from '@clientline/shared-ui/widgets';
import styled from '@clientline/shared-ui/styled';
import { useDryRunClientImportMutation } from '@clientline/shared-ui/api/client-imports';
import { ButtonRow } from '../../../components/button-row';
import { ChoiceGroup } from '../../../components/choice-group';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const INVITATION_CHOICES: Array<{ value: ClientImportInvitations; label: string }> = [
  { value: 'later', label: 'Later: I will invite them from the Clients screen' },
  { value: 'now', label: 'Now: mail each new person their invitation as the import runs' },
  { value: 'never', label: 'Never: they will not sign in (a bulk Invite passes them over)' },
];

/** The first value of the column in the file's first rows, to tell the columns apart by. */
function exampleOf(clientImport: ClientImport, column: number | null): string {
  if (column === null) return '';
  const value = clientImport.sample.map((cells) => cells[column]?.trim() ?? '').find(Boolean);
  return value ? `e.g. ${value}` : 'Empty in the first rows';
}

/** Step 2: which column holds what, and when to invite; then the dry run. */
export function MappingStep({ clientImport, back, onPreviewed }: { clientImport: ClientImport; back: { label: string; onClick: () => void }; onPreviewed?: () => void }) {
  const [mapping, setMapping] = useState<ClientImportMapping>(clientImport.mapping);
  const [invitations, setInvitations] = useState<ClientImportInvitations>(clientImport.invitations);
  const [dryRun, { isLoading }] = useDryRunClientImportMutation();
  const run = useMutationToast();

  function choose(field: ClientImportField, value: string) {
    setMapping((current) => ({ ...current, [field]: value === '' ? null : Number(value) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await run(() => dryRun({ importId: clientImport.id, mapping, invitations }).unwrap(), { failure: 'Failed to preview the import' });
    if (outcome.ok) onPreviewed?.();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Match the columns of {clientImport.fileName}</CardTitle>
        <CardDescription>
          {clientImport.rowCount.toLocaleString('en-US')} rows. Email and a name are needed; other columns of the file are left out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={submit} noValidate>
          <Fields>
            {CLIENT_IMPORT_FIELDS.map((field) => (
              <Field key={field} label={CLIENT_IMPORT_FIELD_LABELS[field]} hint={exampleOf(clientImport, mapping[field]) || undefined} required={field === 'email'}>
                <Select value={mapping[field] ?? ''} onChange={(event) => choose(field, event.target.value)}>
                  <option value="">Not in the file</option>
                  {clientImport.columns.map((column, index) => (
                    <option key={index} value={index}>
                      {column || `Column ${index + 1}`}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </Fields>
          <ChoiceGroup>
            <legend>Invitations for the new people</legend>
            {INVITATION_CHOICES.map((choice) => (
              <label key={choice.value}>
                <input type="radio" name="invitations" value={choice.value} checked={invitations === choice.value} onChange={() => setInvitations(choice.value)} />
                {choice.label}
              </label>
            ))}
          </ChoiceGroup>
          <ButtonRow>
            <Button type="submit" loading={isLoading}>
              Preview the import
            </Button>
            <Button type="button" variant="secondary" onClick={back.onClick}>
              {back.label}
            </Button>
          </ButtonRow>
        </Form>
      </CardContent>
    </Card>
  );
}
