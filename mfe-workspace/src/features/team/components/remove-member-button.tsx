import { useState } from 'react';
import type { TeamMember } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useRemoveMemberMutation } from '@clientline/shared-ui/api/team';

const projectsText = (count: number) => (count === 1 ? 'the 1 project they work on' : `the ${count} projects they work on`);

/** Removes a colleague who leaves the firm, after saying exactly what happens to them and their work. */
export function RemoveMemberButton({ member, firmName }: { member: TeamMember; firmName: string }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const run = useMutationToast();

  const confirm = async () => {
    const outcome = await run(() => remove(member.id).unwrap(), {
      success: { title: 'Team member removed', description: `${member.name} no longer has access to ${firmName}.` },
      failure: 'Failed to remove the team member',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${member.name} from the team`}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${member.name} from ${firmName}?`}
        description={`They are signed out at once on every device, taken off ${projectsText(member.projectsCount + member.completedProjectsCount)}, and can no longer sign in. Their messages, tasks and uploads stay, marked "(former member)". They are mailed that their access ended; you can invite them again later.`}
        confirmLabel="Remove member"
        destructive
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
