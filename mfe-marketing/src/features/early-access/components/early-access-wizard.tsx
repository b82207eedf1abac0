import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, media, useToast } from '@clientline/shared-ui';
import { isApiError } from '@clientline/shared-ui/store';
import { earlyAccessSchema, type EarlyAccessInput } from '@clientline/contracts';
import { ArrowRightIcon } from '../../../components/icons';
import { useSubmitEarlyAccessMutation, type EarlyAccessRequest } from '../api/early-access-api';
import { answersOf, WIZARD_STEPS } from '../wizard-steps';
import { ChoiceGroup } from './choice-group';
import { ContactFields } from './contact-fields';
import { StepIndicator } from './step-indicator';

const STEP_TITLES = WIZARD_STEPS.map((step) => step.title);
const LAST_STEP = WIZARD_STEPS.length - 1;

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
 * The 4-step early-access questionnaire. One form holds every answer, so moving Back and Next keeps them;
 * Next checks the current step's answers, and only the last step submits.
 */
export function EarlyAccessWizard({ onSubmitted }: { onSubmitted: (answers: EarlyAccessRequest) => void }) {
  const form = useForm<EarlyAccessInput, unknown, EarlyAccessRequest>({
    resolver: zodResolver(earlyAccessSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', companyName: '' },
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [submitEarlyAccess] = useSubmitEarlyAccessMutation();
  const { toast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  const step = WIZARD_STEPS[stepIndex];
  const onLastStep = stepIndex === LAST_STEP;

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  async function goForward(event: FormEvent) {
    event.preventDefault();
    if (await form.trigger(answersOf(step), { shouldFocus: true })) setStepIndex(stepIndex + 1);
  }

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
      <Form noValidate aria-label="Early access request" onSubmit={onLastStep ? form.handleSubmit(send) : goForward}>
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
