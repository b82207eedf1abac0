import type { UseFormReturn } from 'react-hook-form';
import type { ClientAccess, NewClientInput } from '@clientline/contracts';
import { Field, Input } from '@clientline/shared-ui/widgets';

/** A client's display name and email: the fields of Add Client and Edit client. */
export function ClientFields({ form: { register, formState } }: { form: UseFormReturn<NewClientInput, unknown, unknown> }) {
  const { errors } = formState;
  return (
    <>
      <Field label="Display name" error={errors.displayName?.message} required>
        <Input autoComplete="off" {...register('displayName')} />
      </Field>
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="off" {...register('username')} />
      </Field>
    </>
  );
}

/** What a new email does to a person in the Edit client and Edit person dialogs, by where they stand with their sign-in. */
export function emailChangeHint(access: ClientAccess): string {
  if (access === 'active') return 'A new email changes once they confirm it from a link mailed there; their current address is told.';
  if (access === 'not_invited') return 'They have not been invited yet: a new email changes at once, and nothing is mailed.';
  return 'They have not signed in yet: a new email gets a new invitation, and the old link stops working.';
}
