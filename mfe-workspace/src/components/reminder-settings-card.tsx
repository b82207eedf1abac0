import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** On the Team screen, for the owner and admins: where the firm's reminder schedule is set. */
export function ReminderSettingsCard() {
  return (
    <SettingCard aria-labelledby="reminders-heading">
      <CardHeader>
        <CardTitle id="reminders-heading">Document reminders</CardTitle>
        <CardDescription>Clients are reminded by mail of the documents they still owe, on your firm's schedule.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/settings/reminders">Set the reminder schedule</Link>
      </CardContent>
    </SettingCard>
  );
}
