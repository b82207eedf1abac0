import { useState } from 'react';
import type { PendingInvitation } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useGetPendingInvitationsQuery, useResendInvitationMutation, useWithdrawInvitationMutation } from '@clientline/shared-ui/api/team';
import { formatMomentDay } from '@clientline/shared-ui/dates';
import { ButtonRow } from '../../../components/button-row';
import { QueryView } from '../../../components/query-view';
import { Muted, PeopleList, Who } from './people-list';

function Invitation({ invitation }: { invitation: PendingInvitation }) {
  const [resend, resending] = useResendInvitationMutation();
  const [withdraw, withdrawing] = useWithdrawInvitationMutation();
  const [confirming, setConfirming] = useState(false);
  const run = useMutationToast();
  const { email } = invitation;

  const sendAgain = () =>
    run(() => resend(invitation.id).unwrap(), {
      success: (answer) => ({ title: 'Invitation sent again', description: `${answer.message}. The new link works for 7 days; the old one no longer does.` }),
      failure: 'Failed to resend the invitation',
    });
  const confirmWithdraw = async () => {
    const outcome = await run(() => withdraw(invitation.id).unwrap(), {
      success: { title: 'Invitation withdrawn', description: `The link sent to ${email} no longer works.` },
      failure: 'Failed to withdraw the invitation',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <li>
      <Who>
        <strong>{email}</strong>
        <p>
          Invited by {invitation.invitedBy.displayName} on {formatMomentDay(invitation.sentAt)} ·{' '}
          {invitation.expired ? `Expired on ${formatMomentDay(invitation.expiresAt)}` : `Expires on ${formatMomentDay(invitation.expiresAt)}`}
        </p>
      </Who>
      <ButtonRow>
        <Button size="sm" variant="secondary" loading={resending.isLoading} disabled={withdrawing.isLoading} onClick={sendAgain} aria-label={`Resend the invitation to ${email}`}>
          Resend
        </Button>
        <Button size="sm" variant="ghost" disabled={resending.isLoading} onClick={() => setConfirming(true)} aria-label={`Withdraw the invitation to ${email}`}>
          Withdraw
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={confirming}
        title={`Withdraw the invitation to ${email}?`}
        description="The link in their mail stops working at once and says the invitation was withdrawn. You can invite them again later."
        confirmLabel="Withdraw invitation"
        destructive
        busy={withdrawing.isLoading}
        onConfirm={confirmWithdraw}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** Invitations sent by email that nobody accepted yet, each with Resend and Withdraw. */
export function PendingInvitations() {
  const invitationsQuery = useGetPendingInvitationsQuery();
  return (
    <QueryView query={invitationsQuery} loadingLabel="Loading invitations" errorTitle="Failed to load invitations">
      {(invitations) =>
        invitations.length === 0 ? (
          <Muted>No invitations are waiting to be accepted.</Muted>
        ) : (
          <PeopleList aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} />
            ))}
          </PeopleList>
        )
      }
    </QueryView>
  );
}
