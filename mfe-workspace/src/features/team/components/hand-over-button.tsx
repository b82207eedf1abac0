import { useState } from 'react';
import type { TeamMember } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useHandOverOwnershipMutation } from '@clientline/shared-ui/api/team';

/** The owner's "Make owner" for an admin: the firm changes hands, and the owner stays on as an admin. */
export function HandOverButton({ member, firmName }: { member: TeamMember; firmName: string }) {
  const [confirming, setConfirming] = useState(false);
  const [handOver, { isLoading }] = useHandOverOwnershipMutation();
  const run = useMutationToast();

  const confirm = async () => {
    const outcome = await run(() => handOver(member.id).unwrap(), {
      success: (answer) => ({ title: 'Ownership handed over', description: answer.message }),
      failure: 'Failed to hand over the firm',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Make ${member.name} the owner`}>
        Make owner
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Hand ${firmName} over to ${member.name}?`}
        description={`${member.name} becomes the firm's owner: only they will change admins or hand the firm over again. You stay on as an admin, with everything else you can do now. You are both mailed.`}
        confirmLabel="Hand over"
        destructive
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
