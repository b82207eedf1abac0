import styled from '@clientline/shared-ui/styled';
import type { CurrentUser, Project, TeamMember } from '@clientline/contracts';
import { Button, Spinner, useMutationToast } from '@clientline/shared-ui';
import { Combobox, EmptyState, Field } from '@clientline/shared-ui/widgets';
import { useSetProjectAssigneesMutation } from '@clientline/shared-ui/api/projects';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { canAssignProject, roleName } from '@clientline/shared-ui/permissions';
import { LoadError } from '../../../components/load-error';
import { MutedText, NameRow, PlainList, RuledItem, TitleRow } from '../../../components/panel-parts';
import { PanelCard } from './panel-card';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Person = styled(TitleRow)`
  padding: ${({ theme }) => theme.space[2]} 0;
`;

/**
 * Who works on the project, for the firm's staff: the people assigned can change its dates, milestones,
 * tasks, share links and documents. The firm's account adds and removes them; the others only read.
 */
export function TeamCard({ project, user }: { project: Project; user: CurrentUser }) {
  const members = useGetTeamMembersQuery();
  const [setAssignees, { isLoading: saving }] = useSetProjectAssigneesMutation();
  const runWithToasts = useMutationToast();
  const mayAssign = canAssignProject(user);
  const assigned = project.assigneeIds ?? [];

  function save(assigneeIds: string[], success: string) {
    return runWithToasts(() => setAssignees({ projectId: project.id, assigneeIds }).unwrap(), {
      success: { title: 'Team updated', description: success },
      failure: 'Failed to update the team',
    });
  }

  let body;
  if (members.isLoading) body = <Spinner label="Loading the team" />;
  else if (members.isError || !members.data) {
    body = <LoadError headingLevel={3} title="Could not load the team" description="Check your connection and try again." onRetry={() => members.refetch()} />;
  } else {
    const byId = new Map(members.data.map((member) => [member.id, member]));
    const team = assigned.map((id) => byId.get(id)).filter((member): member is TeamMember => Boolean(member));
    const addable = members.data.filter((member) => !assigned.includes(member.id));
    body = (
      <>
        {team.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No one is assigned yet"
            description="Assigned team members can change this project's dates, milestones, tasks, share links and documents."
          />
        ) : (
          <PlainList aria-label="Assigned to this project">
            {team.map((member) => (
              <RuledItem key={member.id}>
                <Person>
                  <div>
                    <NameRow>{member.name}</NameRow>
                    <MutedText>
                      {roleName(member)} · {member.email}
                    </MutedText>
                  </div>
                  {mayAssign && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={saving}
                      aria-label={`Remove ${member.name} from this project`}
                      onClick={() => save(assigned.filter((id) => id !== member.id), `${member.name} no longer works on this project.`)}
                    >
                      Remove
                    </Button>
                  )}
                </Person>
              </RuledItem>
            ))}
          </PlainList>
        )}
        {mayAssign && (
          <Field label="Add a team member" hint={addable.length === 0 ? 'Everyone on your team works on this project.' : undefined}>
            <Combobox
              options={addable.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
              value={null}
              onValueChange={(id) => save([...assigned, id], `${byId.get(id)?.name ?? 'They'} now works on this project.`)}
              placeholder="Choose who to add"
              searchLabel="Search your team"
              emptyText="No one on your team matches."
              disabled={saving || addable.length === 0}
            />
          </Field>
        )}
      </>
    );
  }

  return (
    <PanelCard titleId="project-team-title" title="Team" action={false}>
      <Body>{body}</Body>
    </PanelCard>
  );
}
