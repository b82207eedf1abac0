import type { TeamMember } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useSetMemberAdminMutation } from '@clientline/shared-ui/api/team';

/** The owner's "Make admin" / "Remove admin" for a team member: an admin runs the firm with the owner. */
export function AdminToggle({ member }: { member: TeamMember }) {
  const [setAdmin, { isLoading }] = useSetMemberAdminMutation();
  const run = useMutationToast();
  const label = member.isAdmin ? 'Remove admin' : 'Make admin';

  const toggle = () =>
    run(() => setAdmin({ userId: member.id, isAdmin: !member.isAdmin }).unwrap(), {
      success: (answer) => ({ title: 'Team updated', description: answer.message }),
      failure: 'Failed to change the admins',
    });

  return (
    <Button type="button" variant="ghost" size="sm" loading={isLoading} onClick={toggle} aria-label={`${label}: ${member.name}`}>
      {label}
    </Button>
  );
}
