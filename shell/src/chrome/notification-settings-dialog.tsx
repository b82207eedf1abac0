import { notificationSettingsSchema, type CurrentUser } from '@clientline/contracts';
import { CheckboxField } from '@clientline/shared-ui';
import { useSaveNotificationSettingsMutation } from '@clientline/shared-ui/api/session';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

interface NotificationSettingsDialogProps {
  user: CurrentUser;
  onClose: () => void;
}

/** What the signed-in person is mailed about beyond the account mails, which always go. */
export function NotificationSettingsDialog({ user, onClose }: NotificationSettingsDialogProps) {
  const [save] = useSaveNotificationSettingsMutation();
  return (
    <FormDialog
      title="Notification settings"
      description={`Mail goes to ${user.username}. Invitations, password links and "Your password was changed" are always sent.`}
      schema={notificationSettingsSchema}
      defaultValues={user.notificationSettings}
      submitLabel="Save"
      submit={(settings) => save(settings).unwrap()}
      toasts={{ success: { title: 'Saved', description: 'Notification settings saved' }, failure: 'Failed to save your notification settings' }}
      onClose={onClose}
    >
      {({ register }) => (
        <CheckboxField
          label="Mail me when someone signs in to my account"
          hint="Off by default. The mail says when, with which browser and from which address, and what to do if it was not you."
          {...register('signInAlerts')}
        />
      )}
    </FormDialog>
  );
}
