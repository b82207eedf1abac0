import type { PendingMember } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useApproveMemberMutation, useGetPendingMembersQuery, useRejectMemberMutation } from '@clientline/shared-ui/api/team';
import { formatMomentDay } from '@clientline/shared-ui/dates';
import { ButtonRow } from '../../../components/button-row';
import { QueryView } from '../../../components/query-view';
import { Muted, PeopleList, Who } from './people-list';

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
      <ButtonRow>
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
      </ButtonRow>
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
          <PeopleList aria-label="Pending requests">
            {pending.map((member) => (
              <PendingRequest key={member.id} member={member} />
            ))}
          </PeopleList>
        )
      }
    </QueryView>
  );
}
