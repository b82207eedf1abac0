import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { reminderSettingsSchema, type ReminderSettings } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, MAIN_CONTENT_ID, PageContainer, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { CheckboxField, EmptyState, Field, Input } from '@clientline/shared-ui/widgets';
import { useGetReminderSettingsQuery, useUpdateReminderSettingsMutation } from '@clientline/shared-ui/api/documents';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  > button {
    justify-self: start;
  }
`;

const Numbers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/**
 * /settings/reminders, for the firm's owner and admins: the schedule on which clients are reminded of the
 * documents they still owe (on or off, days before the due date, repeat, maximum; and for requests
 * without a due date). Per item, "Turn off reminders" and "Remind now" are on the project page.
 */
export function ReminderSettingsPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Document reminders', user?.organizationName);
  const mayEdit = user ? runsTheFirm(user) : false;
  const settings = useGetReminderSettingsQuery(undefined, { skip: !mayEdit });

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Document reminders" description="When clients are reminded, by mail and in their bell, of the documents they still owe you." />
        {user && !mayEdit ? (
          <EmptyState title="Only the owner and admins set reminders" description="Ask them to change the firm's schedule. You can still press Remind now on a requested document." />
        ) : (
          <QueryView query={settings} loadingLabel="Loading reminder settings" errorTitle="Failed to load reminder settings">
            {(saved) => <ReminderSettingsForm saved={saved} />}
          </QueryView>
        )}
      </PageContainer>
    </main>
  );
}

function ReminderSettingsForm({ saved }: { saved: ReminderSettings }) {
  const [update] = useUpdateReminderSettingsMutation();
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReminderSettings>({ resolver: zodResolver(reminderSettingsSchema), defaultValues: saved });
  const enabled = watch('enabled');
  const asNumber = { valueAsNumber: true } as const;

  const save = handleSubmit(async (values) => {
    const outcome = await run(() => update(values).unwrap(), {
      success: (answer) => ({ title: 'Reminders saved', description: answer.message }),
      failure: 'Failed to save reminders',
    });
    if (outcome.ok) reset(outcome.value.settings);
  });

  return (
    <Form onSubmit={save} noValidate aria-label="Reminder schedule">
      <CheckboxField
        label="Remind clients of outstanding documents"
        hint="Off: no automatic reminders. Remind now still works on each requested document."
        {...register('enabled')}
      />
      <Card aria-labelledby="with-due-date-heading">
        <CardHeader>
          <CardTitle id="with-due-date-heading">Documents with a due date</CardTitle>
          <CardDescription>A reminder before the due date, one on it, then repeated while overdue.</CardDescription>
        </CardHeader>
        <CardContent>
          <Numbers>
            <Field label="Days before the due date" hint="0: none before the day itself." error={errors.withDueDate?.daysBefore?.message}>
              <Input type="number" inputMode="numeric" min={0} max={30} disabled={!enabled} {...register('withDueDate.daysBefore', asNumber)} />
            </Field>
            <Field label="Then every (days) while overdue" error={errors.withDueDate?.repeatDays?.message}>
              <Input type="number" inputMode="numeric" min={1} max={30} disabled={!enabled} {...register('withDueDate.repeatDays', asNumber)} />
            </Field>
            <Field label="Reminders at most" error={errors.withDueDate?.maximum?.message}>
              <Input type="number" inputMode="numeric" min={1} max={10} disabled={!enabled} {...register('withDueDate.maximum', asNumber)} />
            </Field>
          </Numbers>
        </CardContent>
      </Card>
      <Card aria-labelledby="without-due-date-heading">
        <CardHeader>
          <CardTitle id="without-due-date-heading">Documents without a due date</CardTitle>
          <CardDescription>A first reminder some days after you asked, then repeated.</CardDescription>
        </CardHeader>
        <CardContent>
          <Numbers>
            <Field label="Days after the request" error={errors.withoutDueDate?.daysAfter?.message}>
              <Input type="number" inputMode="numeric" min={1} max={30} disabled={!enabled} {...register('withoutDueDate.daysAfter', asNumber)} />
            </Field>
            <Field label="Then every (days)" error={errors.withoutDueDate?.repeatDays?.message}>
              <Input type="number" inputMode="numeric" min={1} max={30} disabled={!enabled} {...register('withoutDueDate.repeatDays', asNumber)} />
            </Field>
            <Field label="Reminders at most" error={errors.withoutDueDate?.maximum?.message}>
              <Input type="number" inputMode="numeric" min={1} max={10} disabled={!enabled} {...register('withoutDueDate.maximum', asNumber)} />
            </Field>
          </Numbers>
        </CardContent>
      </Card>
      <Button type="submit" loading={isSubmitting}>
        Save reminders
      </Button>
    </Form>
  );
}
