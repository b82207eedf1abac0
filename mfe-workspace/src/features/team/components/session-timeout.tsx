import styled from '@clientline/shared-ui/styled';
import { SESSION_IDLE_MINUTES_DEFAULT } from '@clientline/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { useGetTeamSettingsQuery, useUpdateTeamSettingsMutation } from '@clientline/shared-ui/api/team';
import { QueryView } from '../../../components/query-view';
import { SavedChoiceField } from '../../../components/saved-choice-field';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The choices offered (the api takes any whole number of minutes from 15 to 10080). */
const CHOICES: Array<{ minutes: number; label: string }> = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 120, label: '2 hours' },
  { minutes: 240, label: '4 hours' },
  { minutes: 480, label: '8 hours' },
  { minutes: 720, label: '12 hours' },
  { minutes: 1440, label: '1 day' },
  { minutes: 4320, label: '3 days' },
  { minutes: 10080, label: '7 days' },
];

function choicesWith(minutes: number) {
  return CHOICES.some((choice) => choice.minutes === minutes) ? CHOICES : [...CHOICES, { minutes, label: `${minutes} minutes` }].sort((a, b) => a.minutes - b.minutes);
}

/** For the owner and admins: how long a staff session may go unused before it ends (saved on change). */
export function SessionTimeoutSetting() {
  const settings = useGetTeamSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateTeamSettingsMutation();
  const run = useMutationToast();

  const save = (needToKnowAccess: boolean, sessionIdleMinutes: number) =>
    run(() => update({ needToKnowAccess, sessionIdleMinutes }).unwrap(), {
      success: () => ({ title: 'Sign-out time saved', description: `Staff are signed out after ${labelOf(sessionIdleMinutes)} without activity.` }),
      failure: 'Failed to change the sign-out time',
    });

  return (
    <SettingCard aria-labelledby="session-timeout-heading">
      <CardHeader>
        <CardTitle id="session-timeout-heading">Sign-out after inactivity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={settings} loadingLabel="Loading the sign-out time" errorTitle="Failed to load the sign-out time">
          {({ needToKnowAccess, sessionIdleMinutes = SESSION_IDLE_MINUTES_DEFAULT }) => (
            <SavedChoiceField
              label="Sign staff out after"
              hint="A session unused this long ends, and its open pages stop receiving updates. Clients are always signed out after 12 hours."
              value={sessionIdleMinutes}
              choices={choicesWith(sessionIdleMinutes).map((choice) => ({ value: choice.minutes, label: choice.label }))}
              busy={{ saving, fetching: settings.isFetching }}
              onChoose={(minutes) => void save(needToKnowAccess, minutes)}
            />
          )}
        </QueryView>
      </CardContent>
    </SettingCard>
  );
}

function labelOf(minutes: number): string {
  return CHOICES.find((choice) => choice.minutes === minutes)?.label ?? `${minutes} minutes`;
}
