import { useState } from 'react';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useResetClientPersonTwoFactorMutation, useResetClientTwoFactorMutation, useResetMemberTwoFactorMutation } from '@clientline/shared-ui/api/two-factor';

interface ResetTwoFactorButtonProps {
  /** A team member (Team screen), a client (their details page) or one person of a client's account (its People). */
  kind: 'member' | 'client' | { clientId: string };
  person: { id: string; name: string };
}

/**
 * For the owner and admins, on someone with two-factor sign-in on who lost their phone and recovery codes:
 * turns it off after asking, which signs them out everywhere and mails them.
 */
export function ResetTwoFactorButton({ kind, person }: ResetTwoFactorButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [resetMember, member] = useResetMemberTwoFactorMutation();
  const [resetClient, client] = useResetClientTwoFactorMutation();
  const [resetClientPerson, clientPerson] = useResetClientPersonTwoFactorMutation();
  const run = useMutationToast();
  const busy = member.isLoading || client.isLoading || clientPerson.isLoading;

  const reset = () => {
    if (kind === 'member') return resetMember(person.id);
    if (kind === 'client') return resetClient(person.id);
    return resetClientPerson({ clientId: kind.clientId, personId: person.id });
  };

  const confirm = async () => {
    const outcome = await run(() => reset().unwrap(), {
      success: (answer) => ({ title: 'Two-factor sign-in reset', description: answer.message }),
      failure: 'Failed to reset two-factor sign-in',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Reset two-factor sign-in for ${person.name}`}>
        Reset two-factor
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Reset two-factor sign-in for ${person.name}?`}
        description="Their two-factor sign-in is turned off and they are signed out on every device. They are mailed, sign in with their password alone, and can turn it on again with a new phone. Do this only when you are sure it is them asking."
        confirmLabel="Reset two-factor"
        destructive
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
