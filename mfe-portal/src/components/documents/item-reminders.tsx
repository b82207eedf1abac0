import styled from '@clientline/shared-ui/styled';
import type { DocumentRequestItem } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { formatRecentDay } from '@clientline/shared-ui/dates';
import { useRemindDocumentRequestMutation, useSetDocumentRequestRemindersMutation } from '@clientline/shared-ui/api/documents';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Reminded 2 times, last Nov 20" (the year too when it is not this year's); null before the first reminder. */
export function remindedLine({ reminders }: Pick<DocumentRequestItem, 'reminders'>, today = new Date()): string | null {
  if (reminders.count === 0 || !reminders.lastAt) return null;
  return `Reminded ${reminders.count === 1 ? 'once' : `${reminders.count} times`}, last ${formatRecentDay(reminders.lastAt, today)}`;
}

/**
 * The firm's reminder controls of an outstanding item: Remind now (the api allows one an hour per item and
 * says how long to wait), and the item's automatic reminders off or back on.
 */
export function ReminderActions({ item }: { item: DocumentRequestItem }) {
  const [remind, { isLoading: reminding }] = useRemindDocumentRequestMutation();
  const [setReminders, { isLoading: switching }] = useSetDocumentRequestRemindersMutation();
  const run = useMutationToast();
  const { enabled } = item.reminders;

  const remindNow = () =>
    run(() => remind({ id: item.id, projectId: item.projectId }).unwrap(), {
      success: { title: 'Reminder sent', description: `Your client is reminded of ${item.name} by mail.` },
      failure: 'Failed to send the reminder',
    });
  const switchReminders = () =>
    run(() => setReminders({ id: item.id, projectId: item.projectId, enabled: !enabled }).unwrap(), {
      success: enabled
        ? { title: 'Reminders off', description: `No automatic reminders for ${item.name}.` }
        : { title: 'Reminders on', description: `Your client is reminded of ${item.name} on ${item.reminders.schedule ? 'its own' : "the firm's"} schedule.` },
      failure: 'Failed to change reminders',
    });

  return (
    <Actions>
      <Button size="sm" variant="secondary" loading={reminding} onClick={remindNow} aria-label={`Remind now about ${item.name}`}>
        Remind now
      </Button>
      <Button size="sm" variant="ghost" loading={switching} onClick={switchReminders} aria-label={`${enabled ? 'Turn off' : 'Turn on'} automatic reminders for ${item.name}`}>
        {enabled ? 'Turn off reminders' : 'Turn on reminders'}
      </Button>
    </Actions>
  );
}
