import styled from '@clientline/shared-ui/styled';
import { AUDIT_RETENTION_YEARS_MAX, AUDIT_RETENTION_YEARS_MIN } from '@clientline/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { useGetAuditSettingsQuery, useUpdateAuditSettingsMutation } from '@clientline/shared-ui/api/audit';
import { QueryView } from '../../../components/query-view';
import { SavedChoiceField } from '../../../components/saved-choice-field';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[8]};
  max-width: 32rem;
`;

const YEARS = Array.from({ length: AUDIT_RETENTION_YEARS_MAX - AUDIT_RETENTION_YEARS_MIN + 1 }, (_, index) => AUDIT_RETENTION_YEARS_MIN + index);

const yearsLabel = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** For the owner and admins: how long the firm keeps its entries (saved on change). */
export function RetentionSetting() {
  const settings = useGetAuditSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateAuditSettingsMutation();
  const run = useMutationToast();

  const save = (retentionYears: number) =>
    run(() => update({ retentionYears }).unwrap(), {
      success: (saved) => ({ title: 'Retention saved', description: `Entries are kept for ${yearsLabel(saved.retentionYears)}, then deleted.` }),
      failure: 'Failed to change how long entries are kept',
    });

  return (
    <SettingCard aria-labelledby="audit-retention-heading">
      <CardHeader>
        <CardTitle id="audit-retention-heading">Retention</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={settings} loadingLabel="Loading the retention period" errorTitle="Failed to load the retention period">
          {({ retentionYears }) => (
            <SavedChoiceField
              label="Keep entries for"
              hint="Older entries are deleted for good. Nobody can change or delete an entry before then."
              value={retentionYears}
              choices={YEARS.map((years) => ({ value: years, label: yearsLabel(years) }))}
              busy={{ saving, fetching: settings.isFetching }}
              onChoose={(years) => void save(years)}
            />
          )}
        </QueryView>
      </CardContent>
    </SettingCard>
  );
}
