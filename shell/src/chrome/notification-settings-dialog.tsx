import styled from '@clientline/shared-ui/styled';
import {
  ACTIVITY_CATEGORIES,
  activityCategoryLabels,
  ACTIVITY_MAIL_MODE_LABELS,
  activityMailModesFor,
  notificationSettingsSchema,
  practiceWords,
  type ActivityCategory,
  type CurrentUser,
  type PracticeWords,
} from '@clientline/contracts';
import { CheckboxField, Field, Select } from '@clientline/shared-ui/widgets';
import { useSaveNotificationSettingsMutation } from '@clientline/shared-ui/api/notifications';
import { CalendarAddress } from './calendar-address';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { browserTimeZone } from './time-zone';
import { isStaff, runsTheFirm } from '@clientline/shared-ui/permissions';

interface NotificationSettingsDialogProps {
  user: CurrentUser;
  onClose: () => void;
}

/** What each category brings, said under its name, in the reader's word for projects. */
function categoryHints({ plural }: PracticeWords): Record<ActivityCategory, string> {
  return {
    messages: `New chat messages on your ${plural}.`,
    documents: 'Files uploaded, and documents requested, asked again or accepted.',
    projects: `New and changed milestones, and ${plural} completed.`,
    team: 'New webhook requests. (A request to join the firm is mailed on its own.)',
  };
}

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const SectionTitle = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Category = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The three choices side by side, stacked on a phone; each a 44 px tall target. */
const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[4]};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The zones the browser knows, with the person's own first among them even when the list lacks it (UTC). */
function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/**
 * Notification settings, for every signed-in role: how each category of activity mail comes (as it happens,
 * batched; for the staff, as it happens for their projects only; a daily digest; off), for the owner and admins whether they hear of every project, the time zone
 * of the digest, and sign-in alerts. Account mails always go.
 */
export function NotificationSettingsDialog({ user, onClose }: NotificationSettingsDialogProps) {
  const [save] = useSaveNotificationSettingsMutation();
  const settings = user.notificationSettings;
  const timeZone = settings.timeZone ?? browserTimeZone();
  const runsFirm = runsTheFirm(user);
  // A client never gets team news: the choice would change nothing for them.
  const categories = ACTIVITY_CATEGORIES.filter((category) => isStaff(user) || category !== 'team');
  const modes = activityMailModesFor(user.role);
  // A client reads their firm's word for their work (matters, engagements); the staff read "projects".
  const work = practiceWords(isStaff(user) ? null : user.organizationPractice);
  const labels = activityCategoryLabels(work);
  const hints = categoryHints(work);
  return (
    <FormDialog
      title="Notification settings"
      description={`Mail goes to ${user.username}. Invitations, password links and "Your password was changed" are always sent.`}
      schema={notificationSettingsSchema}
      defaultValues={{
        signInAlerts: settings.signInAlerts,
        activityMail: settings.activityMail,
        timeZone,
        ...(runsFirm && { everyProjectNews: settings.everyProjectNews }),
      }}
      submitLabel="Save"
      submit={(values) => save(values).unwrap()}
      toasts={{ success: { title: 'Saved', description: 'Notification settings saved' }, failure: 'Failed to save your notification settings' }}
      onClose={onClose}
      width={600}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Section>
            <SectionTitle>Mail about activity</SectionTitle>
            <Muted>
              What the bell shows can also come by mail. As it happens: what happens within a few minutes comes as one mail, and
              nothing you have already seen in Clientline. Daily digest: one mail at 08:00 with what you have not seen.
              {isStaff(user) && ' For my projects: as it happens on the projects you are assigned to, the others in the digest.'} Every
              mail has a link to unsubscribe.
            </Muted>
            {categories.map((category) => (
              <Category key={category} aria-describedby={`category-hint-${category}`}>
                <legend>{labels[category]}</legend>
                <Muted id={`category-hint-${category}`}>{hints[category]}</Muted>
                <Choices>
                  {modes.map((mode) => (
                    <label key={mode}>
                      <input type="radio" value={mode} {...register(`activityMail.${category}`)} />
                      {ACTIVITY_MAIL_MODE_LABELS[mode]}
                    </label>
                  ))}
                </Choices>
              </Category>
            ))}
          </Section>
          {runsFirm && (
            <CheckboxField
              label="News of every project"
              hint="In the bell and its mail: every project's messages, uploads and milestones. Off: only the projects you are assigned to. Requests to join and webhook requests come either way."
              {...register('everyProjectNews')}
            />
          )}
          <Field label="Time zone" hint="Your daily digest comes at 08:00 in this time zone." error={errors.timeZone?.message}>
            <Select {...register('timeZone')}>
              {timeZoneChoices(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          </Field>
          <Section>
            <SectionTitle>Calendar</SectionTitle>
            <Muted>
              Your deadlines in the calendar you already use: open milestones of your {work.plural},
              {isStaff(user) ? ' the tasks you are assigned' : ' the documents you still owe'}, each on its day. Subscribe your calendar app to
              this address; it follows changes by itself.
            </Muted>
            <CalendarAddress />
          </Section>
          <Section>
            <SectionTitle>Security</SectionTitle>
            <CheckboxField
              label="Mail me when someone signs in to my account"
              hint="Off by default. The mail says when, with which browser and from which address, and what to do if it was not you."
              {...register('signInAlerts')}
            />
          </Section>
        </>
      )}
    </FormDialog>
  );
}
