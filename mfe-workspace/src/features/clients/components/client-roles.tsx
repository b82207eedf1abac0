import type { ClientListItem, ClientRoleHolder, TeamMember } from '@clientline/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { useGetClientRolesQuery, useSetClientRoleHolderMutation } from '@clientline/shared-ui/api/firm-roles';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { InlineLoadError } from '@clientline/shared-ui/widgets';
import { QueryView } from '../../../components/query-view';
import { SavedChoiceField } from '../../../components/saved-choice-field';

const Holders = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** One select a role, stacked: each as wide as the card, on a phone too. */
const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Nobody" as a select's value. */
const NOBODY = '';

/** "Preparer: Theo Finch", or "Preparer: nobody". */
function holderText(holder: Pick<ClientRoleHolder, 'roleName' | 'userName'>): string {
  return `${holder.roleName}: ${holder.userName ?? 'nobody'}`;
}

/**
 * Who of the firm's staff fills each of its roles (Preparer, Reviewer) for this client: a template's projects
 * are assigned to them. The owner and admins change them (saved at once); the rest of the team reads them.
 */
export function ClientRoles({ client, canManage }: { client: ClientListItem; canManage: boolean }) {
  const roles = useGetClientRolesQuery(client.id);
  const editable = canManage && !client.archived;
  const team = useGetTeamMembersQuery(undefined, { skip: !editable });
  const staff = team.data;

  return (
    <Card aria-labelledby="client-roles-heading">
      <CardHeader>
        <CardTitle id="client-roles-heading">Roles</CardTitle>
        <CardDescription>Who does what for {client.displayName}: projects made from a template go to whoever fills its roles.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={roles} loadingLabel="Loading roles" errorTitle="Failed to load roles">
          {(holders) =>
            holders.length === 0 ? (
              <Muted>
                Your firm has no roles yet.
                {canManage && (
                  <>
                    {' '}
                    <Link to="/templates">Add roles on Templates</Link>
                  </>
                )}
              </Muted>
            ) : editable && staff ? (
              <Choices>
                {holders.map((holder) => (
                  <RoleHolderField key={holder.roleId} clientId={client.id} holder={holder} staff={staff} fetching={roles.isFetching} />
                ))}
              </Choices>
            ) : (
              <>
                {editable && team.isError && (
                  <InlineLoadError message="Failed to load your team: the roles can be changed once it loads." onRetry={team.refetch} retrying={team.isFetching} />
                )}
                <Holders aria-label={`Roles for ${client.displayName}`}>
                  {holders.map((holder) => (
                    <li key={holder.roleId}>{holderText(holder)}</li>
                  ))}
                </Holders>
              </>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

/** The select of one role: Nobody or one of the staff, saved as soon as it changes. */
function RoleHolderField({ clientId, holder, staff, fetching }: { clientId: string; holder: ClientRoleHolder; staff: TeamMember[]; fetching: boolean }) {
  const [setHolder, { isLoading: saving }] = useSetClientRoleHolderMutation();
  const run = useMutationToast();
  const choices = [{ value: NOBODY, label: 'Nobody' }, ...staff.map((member) => ({ value: member.id, label: member.name }))];
  // Someone the team list does not hold (yet): still shown as who fills it.
  if (holder.userId && !staff.some((member) => member.id === holder.userId)) choices.push({ value: holder.userId, label: holder.userName ?? 'Someone who left' });

  const choose = (userId: string) =>
    run(() => setHolder({ clientId, roleId: holder.roleId, userId: userId === NOBODY ? null : userId }).unwrap(), {
      success: (holders) => {
        const saved = holders.find((candidate) => candidate.roleId === holder.roleId);
        return { title: 'Role saved', description: saved ? holderText(saved) : undefined };
      },
      failure: `Failed to change who is ${holder.roleName}`,
    });

  return (
    <SavedChoiceField
      label={holder.roleName}
      value={holder.userId ?? NOBODY}
      choices={choices}
      busy={{ saving, fetching }}
      onChoose={(userId) => void choose(userId)}
    />
  );
}
