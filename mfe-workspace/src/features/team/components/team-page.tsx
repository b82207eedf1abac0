import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { DEFAULT_PRACTICE } from '@clientline/contracts/practices';
import { Button, Card, CardContent, CardHeader, CardTitle, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useGetProjectsQuery } from '@clientline/shared-ui/api/projects';
import { useGetPendingInvitationsQuery, useGetPendingMembersQuery, useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { ownsTheFirm, runsTheFirm } from '@clientline/shared-ui/permissions';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { NeedToKnowNotice, NeedToKnowSwitch } from './need-to-know-access';
import { PracticeSetting } from './practice-setting';
import { SessionTimeoutSetting } from './session-timeout';
import { TwoFactorRequirementSetting } from './two-factor-requirement';
import { ReminderSettingsCard } from '../../../components/reminder-settings-card';
import { PendingInvitations } from './pending-invitations';
import { PendingRequests } from './pending-requests';
import { TeamCards } from './team-cards';
import { TeamTable } from './team-table';
import { TeamTotals } from './team-totals';

const RequestsCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

export function TeamPage() {
  const membersQuery = useGetTeamMembersQuery();
  const { data: projects } = useGetProjectsQuery();
  const { data: user } = useGetCurrentUserQuery();
  const runsFirm = user ? runsTheFirm(user) : false;
  const [adding, setAdding] = useState(false);
  const waiting = useGetPendingMembersQuery(undefined, { skip: !runsFirm }).data?.length ?? 0;
  const invitations = useGetPendingInvitationsQuery(undefined, { skip: !runsFirm }).data;
  const wide = useWideScreen();
  const firmName = user?.organizationName ?? 'your firm';
  const manager = runsFirm && user ? { id: user.id, isOwner: ownsTheFirm(user), firmName } : undefined;
  usePageTitle('Team', user?.organizationName);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader
          title="Team"
          description="Who works at your firm and how their projects go."
          actions={runsFirm && <Button onClick={() => setAdding(true)}>Add Team Member</Button>}
        />
        {user && !runsFirm && <NeedToKnowNotice />}
        <QueryView query={membersQuery} loadingLabel="Loading team" errorTitle="Failed to load team members">
          {(members) => (
            <>
              <TeamTotals members={members} projects={projects} />
              {members.length <= 1 && runsFirm && invitations?.length === 0 && (
                <EmptyState
                  title="Invite your first colleague"
                  description="Colleagues register as team members naming your firm; you approve them here."
                  action={<Button onClick={() => setAdding(true)}>Invite a colleague</Button>}
                />
              )}
              {wide ? <TeamTable members={members} projects={projects} manager={manager} /> : <TeamCards members={members} projects={projects} manager={manager} />}
            </>
          )}
        </QueryView>
        {runsFirm && (
          <RequestsCard aria-labelledby="invitations-heading">
            <CardHeader>
              <CardTitle id="invitations-heading">{invitations?.length ? `Pending invitations (${invitations.length})` : 'Pending invitations'}</CardTitle>
            </CardHeader>
            <CardContent>
              <PendingInvitations />
            </CardContent>
          </RequestsCard>
        )}
        {runsFirm && user && <PracticeSetting practice={user.organizationPractice ?? DEFAULT_PRACTICE} />}
        {runsFirm && <NeedToKnowSwitch firmName={firmName} />}
        {runsFirm && <SessionTimeoutSetting />}
        {runsFirm && <TwoFactorRequirementSetting />}
        {runsFirm && <ReminderSettingsCard />}
        {runsFirm && (
          <RequestsCard aria-labelledby="join-requests-heading">
            <CardHeader>
              <CardTitle id="join-requests-heading">{waiting > 0 ? `Requests to join (${waiting} waiting)` : 'Requests to join'}</CardTitle>
            </CardHeader>
            <CardContent>
              <PendingRequests />
            </CardContent>
          </RequestsCard>
        )}
        {runsFirm && user && (
          <AddTeamMemberDialog open={adding} onOpenChange={setAdding} organizationName={user.organizationName ?? ''} />
        )}
      </PageContainer>
    </main>
  );
}
