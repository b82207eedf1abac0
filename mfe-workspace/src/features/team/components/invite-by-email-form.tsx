import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { teamInvitationSchema, type TeamInvitationInput } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { useInviteTeamMemberMutation } from '@clientline/shared-ui/api/team';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  button {
    justify-self: start;
  }
`;

/** Invite by email: the colleague is mailed a link to join the firm, approved from the start. */
export function InviteByEmailForm() {
  const [invite] = useInviteTeamMemberMutation();
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TeamInvitationInput>({ resolver: zodResolver(teamInvitationSchema), defaultValues: { email: '' } });

  const send = handleSubmit(async (values) => {
    const outcome = await run(() => invite(values).unwrap(), {
      success: (answer) => ({ title: 'Invitation sent', description: `${answer.message}. The link works for 7 days.` }),
      failure: 'Failed to send the invitation',
    });
    if (outcome.ok) reset({ email: '' });
  });

  return (
    <Form onSubmit={send} noValidate aria-label="Invite by email">
      <Field label="Colleague's email" error={errors.email?.message} hint="They get a link to choose a name and password, and join already approved." required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Button type="submit" loading={isSubmitting}>
        Send invitation
      </Button>
    </Form>
  );
}
