import { useState } from 'react';
import { practiceWords, type Practice, type PracticeWords } from '@clientline/contracts/practices';
import styled from '@clientline/shared-ui/styled';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useAppDispatch } from '@clientline/shared-ui/store';

/**
 * The tour's four steps: welcome, project timeline, stay updated, ready to start, titled so whatever the firm.
 * Their texts call the client's work by their firm's word for it: matters, engagements or projects.
 */
function tourSteps({ singular, plural }: PracticeWords) {
  return [
    {
      title: 'Welcome to your client portal',
      text: `This is where you follow your ${plural} with your firm: progress, deadlines and messages, in one place.`,
    },
    {
      title: 'Your project timeline',
      text: `Each ${singular} shows its milestones with their due dates and how far along it is. Open one to see every step.`,
    },
    {
      title: 'Stay updated',
      text: `The bell at the top tells you when a milestone starts or is completed, and each ${singular} has a chat with your firm.`,
    },
    {
      title: 'Ready to start',
      text: `Your ${plural} are on the Overview and Projects tabs. You can come back to them any time.`,
    },
  ] as const;
}

const StepCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StepText = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  line-height: 1.6;
`;

/**
 * The onboarding tour for a client's first visit. Only its own buttons close it: finishing it is what
 * stores `firstLogin: false`, so it never shows again, also after a reload.
 */
export function OnboardingTour({ practice, onFinished }: { practice: Practice | null; onFinished(): void }) {
  const [stepIndex, setStepIndex] = useState(0);
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const run = useMutationToast();
  const steps = tourSteps(practiceWords(practice));
  const step = steps[stepIndex];
  const isLastStep = stepIndex === steps.length - 1;

  // The account's calls download on the press: a client sees the tour once, on their first visit.
  async function finish() {
    setLoading(true);
    const completeOnboarding = async () => {
      const { accountApi } = await import('@clientline/shared-ui/api/account');
      return dispatch(accountApi.endpoints.completeOnboarding.initiate()).unwrap();
    };
    const outcome = await run(completeOnboarding, {
      success: { title: 'Welcome aboard!', description: 'Your portal is ready.' },
      // Always this text, whatever the server answered.
      failure: () => 'Failed to complete onboarding. Please try again.',
    });
    setLoading(false);
    if (outcome.ok) onFinished();
  }

  return (
    <Dialog open onOpenChange={() => undefined} dismissible={false} title={step.title} width={480}>
      <StepCount>
        Step {stepIndex + 1} of {steps.length}
      </StepCount>
      <StepText>{step.text}</StepText>
      <DialogFooter>
        {stepIndex > 0 && (
          <Button variant="ghost" onClick={() => setStepIndex(stepIndex - 1)} disabled={isLoading}>
            Back
          </Button>
        )}
        {isLastStep ? (
          <Button onClick={finish} loading={isLoading}>
            Get Started
          </Button>
        ) : (
          <Button onClick={() => setStepIndex(stepIndex + 1)}>Next</Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
