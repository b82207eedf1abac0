import { useForm } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import { PRACTICE_NAMES, PRACTICES, type Practice } from '@clientline/contracts/practices';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { RadioGroupField } from '@clientline/shared-ui/widgets';
import { useUpdatePracticeMutation } from '@clientline/shared-ui/api/organizations';

const SettingCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  > button {
    justify-self: start;
  }
`;

const CHOICES = PRACTICES.map((practice) => ({ value: practice, label: PRACTICE_NAMES[practice] }));

/** For the owner and admins: what kind of firm it is, which decides the word its clients read for their work. */
export function PracticeSetting({ practice }: { practice: Practice }) {
  const [update] = useUpdatePracticeMutation();
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<{ practice: Practice }>({ defaultValues: { practice } });

  const save = handleSubmit(async (values) => {
    const outcome = await run(() => update(values).unwrap(), {
      success: (answer) => ({ title: 'Type of firm saved', description: answer.message }),
      failure: 'Failed to save the type of firm',
    });
    if (outcome.ok) reset({ practice: outcome.value.practice });
  });

  return (
    <SettingCard aria-labelledby="practice-heading">
      <CardHeader>
        <CardTitle id="practice-heading">Type of firm</CardTitle>
        <CardDescription>
          The word your clients read for their work, in their portal and in the mail they get: &ldquo;matters&rdquo; at a law firm,
          &ldquo;engagements&rdquo; at an accounting firm, &ldquo;projects&rdquo; otherwise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={save} noValidate aria-labelledby="practice-heading">
          <RadioGroupField legend="Your firm" options={CHOICES} {...register('practice')} />
          <Button type="submit" loading={isSubmitting}>
            Save type of firm
          </Button>
        </Form>
      </CardContent>
    </SettingCard>
  );
}
