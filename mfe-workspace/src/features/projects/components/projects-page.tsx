import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useGetTeamSettingsQuery } from '@clientline/shared-ui/api/team';
import { isTeamMember, runsTheFirm } from '@clientline/shared-ui/permissions';
import { ProjectsView } from './projects-view';

export function ProjectsPage() {
  const { data: user } = useGetCurrentUserQuery();
  // Need-to-know access applies to team members who are not admins: they are told why the list is short.
  const mayBeWalledOff = Boolean(user && isTeamMember(user) && !runsTheFirm(user));
  const { data: settings } = useGetTeamSettingsQuery(undefined, { skip: !mayBeWalledOff });
  const description =
    mayBeWalledOff && settings?.needToKnowAccess
      ? 'The projects assigned to you, newest first: your firm has need-to-know access on.'
      : 'Every project of your firm, newest first.';
  return <ProjectsView title="Projects" description={description} />;
}
