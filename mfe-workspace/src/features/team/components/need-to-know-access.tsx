import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { CheckboxField, ConfirmDialog, InlineLoadError } from '@clientline/shared-ui/widgets';
import { useGetTeamSettingsQuery, useUpdateTeamSettingsMutation } from '@clientline/shared-ui/api/team';
import { QueryView } from '../../../components/query-view';
import { StaffNotice } from '../../../components/staff-notice';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

/**
 * For the owner and admins: the need-to-know switch, saved on change. Turning it on asks first, because
 * projects leave colleagues' screens at once; turning it off only shows them more.
 */
export function NeedToKnowSwitch({ firmName }: { firmName: string }) {
  const settings = useGetTeamSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateTeamSettingsMutation();
  const run = useMutationToast();
  const [confirmingOn, setConfirmingOn] = useState(false);

  const save = async (needToKnowAccess: boolean) => {
    const outcome = await run(() => update({ needToKnowAccess }).unwrap(), {
      success: (answer) => ({ title: 'Access updated', description: answer.message }),
      failure: 'Failed to change need-to-know access',
    });
    if (outcome.ok) setConfirmingOn(false);
  };

  return (
    <SettingCard aria-labelledby="access-heading">
      <CardHeader>
        <CardTitle id="access-heading">Who sees which projects</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={settings} loadingLabel="Loading need-to-know access" errorTitle="Failed to load need-to-know access">
          {({ needToKnowAccess }) => (
            <CheckboxField
              label="Need-to-know access"
              hint="Team members see only the projects they are assigned to, and those projects' clients, documents and messages. Admins see everything."
              checked={needToKnowAccess}
              // Also while the saved setting is read again, so no click lands on a value about to change.
              disabled={saving || settings.isFetching}
              aria-busy={saving || undefined}
              onChange={(event) => (event.target.checked ? setConfirmingOn(true) : save(false))}
            />
          )}
        </QueryView>
      </CardContent>
      <ConfirmDialog
        open={confirmingOn}
        title={`Turn on need-to-know access at ${firmName}?`}
        description="At once, team members who are not admins see only the projects they are assigned to, and those projects' clients, documents and messages; every other project leaves their screens. Admins still see everything. You can turn it off here again."
        confirmLabel="Turn on"
        busy={saving}
        onConfirm={() => save(true)}
        onCancel={() => setConfirmingOn(false)}
      />
    </SettingCard>
  );
}

/** For a team member: why they may see only some of the firm's projects. */
export function NeedToKnowNotice() {
  const settings = useGetTeamSettingsQuery();
  if (settings.isError) {
    return (
      <InlineLoadError message="Failed to check whether need-to-know access is on." onRetry={settings.refetch} retrying={settings.isFetching} />
    );
  }
  if (!settings.data) return null;
  return (
    <StaffNotice>
      {settings.data.needToKnowAccess
        ? "Need-to-know access is on at your firm: you see only the projects you are assigned to, and those projects' clients, documents and messages."
        : 'Need-to-know access is off at your firm: you see every project.'}
    </StaffNotice>
  );
}
