import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { Button, media, useToast } from '@clientline/shared-ui';
import { isApiError } from '@clientline/shared-ui/store';
import { earlyAccessSchema, type EarlyAccessInput } from '@clientline/contracts';
import { ArrowRightIcon } from '../../../components/icons';
import { useSubmitEarlyAccessMutation, type EarlyAccessRequest } from '@clientline/shared-ui/api/early-access';
import { answersOf, WIZARD_STEPS, type AnswerName } from '../wizard-steps';
import { ChoiceGroup } from './choice-group';
import { ContactFields } from './contact-fields';
import { StepIndicator } from './step-indicator';

const STEP_TITLES = WIZARD_STEPS.map((step) => step.title);
const LAST_STEP = WIZARD_STEPS.length - 1;

function onlyThese(names: AnswerName[]) {
  return Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<AnswerName, true>>;
}

/**
 * Each step is submitted on its own: Next checks only the answers on screen, the last step checks them all
 * (and sends the schema's output). The earlier steps' output is never used, hence the one cast.
 */
const STEP_RESOLVERS = WIZARD_STEPS.map((step, index) =>
  index === LAST_STEP
    ? zodResolver(earlyAccessSchema)
    : zodResolver(earlyAccessSchema.pick(onlyThese(answersOf(step)))),
) as Resolver<EarlyAccessInput, unknown, EarlyAccessRequest>[];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};

  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StepHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* Clear of the sticky header when focus scrolls it into view. */
  scroll-margin-top: 96px;

  &:focus {
    outline: none;
  }
`;

const StepDescription = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Answers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SUBMISSION_FALLBACK = 'We could not send your request. Please check your connection and try again.';

/**
 * The 4-step early-access questionnaire. One form holds every answer, so moving Back and Next keeps them.
 * Answers are checked when a step is submitted, then again as they change, so a fixed answer clears its
 * message at once.
 */
export function EarlyAccessWizard({ onSubmitted }: { onSubmitted: (answers: EarlyAccessRequest) => void }) {
  const [stepIndex, setStepIndex] = useState(0);
  const form = useForm<EarlyAccessInput, unknown, EarlyAccessRequest>({
    resolver: STEP_RESOLVERS[stepIndex],
    defaultValues: { fullName: '', email: '', companyName: '' },
  });
  const [submitEarlyAccess] = useSubmitEarlyAccessMutation();
  const { toast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  const step = WIZARD_STEPS[stepIndex];
  const onLastStep = stepIndex === LAST_STEP;
  const submitStep = onLastStep
    ? form.handleSubmit(send)
    : form.handleSubmit(() => setStepIndex(stepIndex + 1));

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  async function send(answers: EarlyAccessRequest) {
    try {
      await submitEarlyAccess(answers).unwrap();
    } catch (error) {
      toast({
        title: 'Submission Error',
        description: (isApiError(error) && error.serverMessage) || SUBMISSION_FALLBACK,
      });
      return;
    }
    toast({
      title: 'Request Submitted Successfully!',
      description: `Thank you, ${answers.fullName}. We will be in touch at ${answers.email}.`,
    });
    onSubmitted(answers);
  }

  return (
    <FormProvider {...form}>
      <Form noValidate aria-label="Early access request" onSubmit={submitStep}>
        <StepIndicator titles={STEP_TITLES} current={stepIndex} />
        <div>
          <StepHeading ref={headingRef} tabIndex={-1}>
            {step.title}
          </StepHeading>
          <StepDescription>{step.description}</StepDescription>
        </div>
        <Answers>
          {step.kind === 'contact' ? (
            <ContactFields />
          ) : (
            step.questions.map((question) => <ChoiceGroup key={question.name} question={question} />)
          )}
        </Answers>
        <Footer>
          <Button type="button" variant="secondary" disabled={stepIndex === 0} onClick={() => setStepIndex(stepIndex - 1)}>
            Back
          </Button>
          {onLastStep ? (
            <Button key="submit" type="submit" loading={form.formState.isSubmitting}>
              Submit
            </Button>
          ) : (
            <Button key="next" type="submit">
              Next
              <ArrowRightIcon width={16} height={16} />
            </Button>
          )}
        </Footer>
      </Form>
    </FormProvider>
  );
}
