import styled from '@clientline/shared-ui/styled';
import type { TeamSettings } from '@clientline/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { CheckboxField, Field, Input } from '@clientline/shared-ui/widgets';
import { useGetTeamSettingsQuery, useUpdateTeamSettingsMutation } from '@clientline/shared-ui/api/team';
import { QueryView } from '../../../components/query-view';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const DateField = styled.div`
  max-width: 14rem;
  margin-left: ${({ theme }) => theme.space[6]};
`;

type Group = 'staff' | 'clients';
const FIELD: Record<Group, 'twoFactorRequiredForStaffFrom' | 'twoFactorRequiredForClientsFrom'> = {
  staff: 'twoFactorRequiredForStaffFrom',
  clients: 'twoFactorRequiredForClientsFrom',
};

/** Today as the api keeps the days (YYYY-MM-DD, UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * For the owner and admins: require two-factor sign-in of the firm's staff, and separately of its clients,
 * from a day (saved on change). From that day someone who has not turned it on is taken to set it up after
 * their password, and can do nothing else until they have.
 */
export function TwoFactorRequirementSetting() {
  const settings = useGetTeamSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateTeamSettingsMutation();
  const run = useMutationToast();
  const busy = saving || settings.isFetching;

  const save = (current: TeamSettings, group: Group, from: string | null) =>
    run(() => update({ needToKnowAccess: current.needToKnowAccess, [FIELD[group]]: from }).unwrap(), {
      success: () => ({
        title: 'Two-factor requirement saved',
        description: from ? `Two-factor sign-in is required for ${group} from ${from}.` : `Two-factor sign-in is no longer required for ${group}.`,
      }),
      failure: 'Failed to change the two-factor requirement',
    });

  return (
    <SettingCard aria-labelledby="two-factor-requirement-heading">
      <CardHeader>
        <CardTitle id="two-factor-requirement-heading">Two-factor sign-in</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={settings} loadingLabel="Loading the two-factor requirement" errorTitle="Failed to load the two-factor requirement">
          {(current) => (
            <Groups>
              {(['staff', 'clients'] as const).map((group) => {
                const from = current[FIELD[group]] ?? null;
                return (
                  <div key={group}>
                    <CheckboxField
                      label={group === 'staff' ? 'Require two-factor sign-in for staff' : 'Require two-factor sign-in for clients'}
                      hint={
                        group === 'staff'
                          ? 'The owner, admins and team members, you included: from the day chosen, whoever has not turned it on must set it up after their password before anything else.'
                          : 'From the day chosen, a client who has not turned it on must set it up after their password before seeing their projects.'
                      }
                      checked={from !== null}
                      disabled={busy}
                      aria-busy={saving || undefined}
                      onChange={(event) => void save(current, group, event.target.checked ? today() : null)}
                    />
                    {from !== null && (
                      <DateField>
                        <Field label={group === 'staff' ? 'Required for staff from' : 'Required for clients from'}>
                          <Input type="date" value={from} disabled={busy} onChange={(event) => event.target.value && void save(current, group, event.target.value)} />
                        </Field>
                      </DateField>
                    )}
                  </div>
                );
              })}
            </Groups>
          )}
        </QueryView>
      </CardContent>
    </SettingCard>
  );
}
