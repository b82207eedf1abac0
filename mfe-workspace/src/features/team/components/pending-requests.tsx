import styled from '@clientline/shared-ui/styled';
import type { PendingMember } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useApproveMemberMutation, useGetPendingMembersQuery, useRejectMemberMutation } from '@clientline/shared-ui/api/team';
import { formatMomentDay } from '@clientline/shared-ui/dates';
import { QueryView } from '../../../components/query-view';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ROLE_NAMES: Record<string, string> = { team_member: 'team member', client: 'client' };

function PendingRequest({ member }: { member: PendingMember }) {
  const [approve, approving] = useApproveMemberMutation();
  const [reject, rejecting] = useRejectMemberMutation();
  const run = useMutationToast();
  const busy = approving.isLoading || rejecting.isLoading;
  const decisions = [
    { name: 'Approve', decide: approve, deciding: approving, variant: 'primary', success: 'Member approved', failure: 'Failed to approve member' },
    { name: 'Reject', decide: reject, deciding: rejecting, variant: 'secondary', success: 'Request rejected', failure: 'Failed to reject request' },
  ] as const;

  return (
    <li>
      <Who>
        <strong>{member.displayName}</strong>
        <p>
          {member.username} · asked to join as {ROLE_NAMES[member.role] ?? member.role} on {formatMomentDay(member.createdAt)}
        </p>
      </Who>
      <Buttons>
        {decisions.map(({ name, decide, deciding, variant, success, failure }) => (
          <Button
            key={name}
            size="sm"
            variant={variant}
            disabled={busy}
            loading={deciding.isLoading}
            onClick={() => run(() => decide(member.id).unwrap(), { success: { title: success, description: member.displayName }, failure })}
            aria-label={`${name} ${member.displayName}`}
          >
            {name}
          </Button>
        ))}
      </Buttons>
    </li>
  );
}

/** Who asked to join the firm, each with Approve and Reject. */
export function PendingRequests() {
  const pendingQuery = useGetPendingMembersQuery();
  return (
    <QueryView query={pendingQuery} loadingLabel="Loading requests" errorTitle="Failed to load join requests">
      {(pending) =>
        pending.length === 0 ? (
          <Muted>No one is waiting for approval.</Muted>
        ) : (
          <List aria-label="Pending requests">
            {pending.map((member) => (
              <PendingRequest key={member.id} member={member} />
            ))}
          </List>
        )
      }
    </QueryView>
  );
}
