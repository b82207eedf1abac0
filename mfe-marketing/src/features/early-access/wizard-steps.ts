import { EARLY_ACCESS_CHOICES, type EarlyAccessChoice, type EarlyAccessInput } from '@clientline/contracts';

export type AnswerName = keyof EarlyAccessInput;
export type ChoiceAnswer = EarlyAccessChoice;
type TextAnswer = Exclude<AnswerName, ChoiceAnswer>;

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export interface ChoiceQuestion {
  name: ChoiceAnswer;
  legend: string;
  /** Shown when Next is pressed with nothing chosen. */
  prompt: string;
  options: ChoiceOption[];
}

export type WizardStep =
  | { kind: 'contact'; title: string; description: string; fields: TextAnswer[] }
  | { kind: 'choices'; title: string; description: string; questions: ChoiceQuestion[] };

type OptionLabels<N extends ChoiceAnswer> = Record<
  (typeof EARLY_ACCESS_CHOICES)[N][number],
  string | [label: string, description: string]
>;

/** A question with one option per value the contracts accept for its answer, in their order, labelled for people. */
function choiceQuestion<N extends ChoiceAnswer>({
  labels,
  ...question
}: Omit<ChoiceQuestion, 'options'> & { name: N; labels: OptionLabels<N> }): ChoiceQuestion {
  const values: readonly (keyof OptionLabels<N>)[] = EARLY_ACCESS_CHOICES[question.name];
  const options = values.map((value) => {
    const text = labels[value];
    return typeof text === 'string' ? { value, label: text } : { value, label: text[0], description: text[1] };
  });
  return { ...question, options };
}

/**
 * The early-access request (`POST /api/early-access`, docs/api.md) asked over 4 steps: About you, Your team,
 * Your work and Your plans. The choices are the contracts' enums.
 */
export const WIZARD_STEPS: WizardStep[] = [
  {
    kind: 'contact',
    title: 'About you',
    description: 'Tell us who you are so we can reach you when your place is ready.',
    fields: ['fullName', 'email', 'companyName'],
  },
  {
    kind: 'choices',
    title: 'Your team',
    description: 'Help us understand the firm you work in.',
    questions: [
      choiceQuestion({
        name: 'role',
        legend: 'What best describes your role?',
        prompt: 'Choose your role',
        labels: {
          executive: 'Executive or partner',
          manager: 'Manager',
          professional: 'Professional',
          founder: 'Founder or owner',
        },
      }),
      choiceQuestion({
        name: 'teamSize',
        legend: 'How big is your team?',
        prompt: 'Choose your team size',
        labels: {
          '1-10': '1-10 people',
          '11-50': '11-50 people',
          '51-200': '51-200 people',
          '201+': '201+ people',
        },
      }),
    ],
  },
  {
    kind: 'choices',
    title: 'Your work',
    description: 'Tell us where Clientline would help you first.',
    questions: [
      choiceQuestion({
        name: 'industry',
        legend: 'Which industry is your firm in?',
        prompt: 'Choose your industry',
        labels: {
          legal: 'Legal',
          accounting: 'Accounting',
          consulting: 'Consulting',
          technology: 'Technology',
          other: 'Other',
        },
      }),
      choiceQuestion({
        name: 'useCase',
        legend: 'What would you use Clientline for first?',
        prompt: 'Choose what you would use Clientline for',
        labels: {
          client_management: ['Client management', 'Keep clients informed in one portal'],
          project_tracking: ['Project tracking', 'Milestones, timelines and deadlines'],
          team_collaboration: ['Team collaboration', 'Work together on every engagement'],
          automation: ['Automation', 'Let updates and reminders run themselves'],
          other: ['Something else', 'Tell us more when we talk'],
        },
      }),
    ],
  },
  {
    kind: 'choices',
    title: 'Your plans',
    description: 'Last step: when you would like to start and what matters most.',
    questions: [
      choiceQuestion({
        name: 'expectedStartDate',
        legend: 'When would you like to start?',
        prompt: 'Choose when you would like to start',
        labels: {
          immediately: 'Immediately',
          '1-3months': 'In 1-3 months',
          '3-6months': 'In 3-6 months',
          '6months+': 'In 6 months or more',
        },
      }),
      choiceQuestion({
        name: 'priority',
        legend: 'What matters most to you right now?',
        prompt: 'Choose your top priority',
        labels: {
          efficiency: ['Efficiency', 'Do more with the team you have'],
          growth: ['Growth', 'Take on more clients'],
          satisfaction: ['Client satisfaction', 'Keep clients informed and happy'],
          costs: ['Lower costs', 'Spend less time and money on admin'],
        },
      }),
    ],
  },
];

export function answersOf(step: WizardStep): AnswerName[] {
  return step.kind === 'contact' ? step.fields : step.questions.map((question) => question.name);
}
