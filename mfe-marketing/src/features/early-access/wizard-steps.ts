import {
  EARLY_ACCESS_ROLES,
  EXPECTED_START_DATES,
  INDUSTRIES,
  PRIORITIES,
  TEAM_SIZES,
  USE_CASES,
  type EarlyAccessInput,
} from '@clientline/contracts';

export type AnswerName = keyof EarlyAccessInput;
type TextAnswer = 'fullName' | 'email' | 'companyName';
export type ChoiceAnswer = Exclude<AnswerName, TextAnswer>;

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

/** One option per value of the contracts' enum, in its order, labelled for people. */
function optionsFor<const T extends readonly string[]>(
  values: T,
  labels: Record<T[number], string | [label: string, description: string]>,
): ChoiceOption[] {
  return values.map((value: T[number]) => {
    const text = labels[value];
    return typeof text === 'string' ? { value, label: text } : { value, label: text[0], description: text[1] };
  });
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
      {
        name: 'role',
        legend: 'What best describes your role?',
        prompt: 'Choose your role',
        options: optionsFor(EARLY_ACCESS_ROLES, {
          executive: 'Executive or partner',
          manager: 'Manager',
          professional: 'Professional',
          founder: 'Founder or owner',
        }),
      },
      {
        name: 'teamSize',
        legend: 'How big is your team?',
        prompt: 'Choose your team size',
        options: optionsFor(TEAM_SIZES, {
          '1-10': '1-10 people',
          '11-50': '11-50 people',
          '51-200': '51-200 people',
          '201+': '201+ people',
        }),
      },
    ],
  },
  {
    kind: 'choices',
    title: 'Your work',
    description: 'Tell us where Clientline would help you first.',
    questions: [
      {
        name: 'industry',
        legend: 'Which industry is your firm in?',
        prompt: 'Choose your industry',
        options: optionsFor(INDUSTRIES, {
          legal: 'Legal',
          accounting: 'Accounting',
          consulting: 'Consulting',
          technology: 'Technology',
          other: 'Other',
        }),
      },
      {
        name: 'useCase',
        legend: 'What would you use Clientline for first?',
        prompt: 'Choose what you would use Clientline for',
        options: optionsFor(USE_CASES, {
          client_management: ['Client management', 'Keep clients informed in one portal'],
          project_tracking: ['Project tracking', 'Milestones, timelines and deadlines'],
          team_collaboration: ['Team collaboration', 'Work together on every engagement'],
          automation: ['Automation', 'Let updates and reminders run themselves'],
          other: ['Something else', 'Tell us more when we talk'],
        }),
      },
    ],
  },
  {
    kind: 'choices',
    title: 'Your plans',
    description: 'Last step: when you would like to start and what matters most.',
    questions: [
      {
        name: 'expectedStartDate',
        legend: 'When would you like to start?',
        prompt: 'Choose when you would like to start',
        options: optionsFor(EXPECTED_START_DATES, {
          immediately: 'Immediately',
          '1-3months': 'In 1-3 months',
          '3-6months': 'In 3-6 months',
          '6months+': 'In 6 months or more',
        }),
      },
      {
        name: 'priority',
        legend: 'What matters most to you right now?',
        prompt: 'Choose your top priority',
        options: optionsFor(PRIORITIES, {
          efficiency: ['Efficiency', 'Do more with the team you have'],
          growth: ['Growth', 'Take on more clients'],
          satisfaction: ['Client satisfaction', 'Keep clients informed and happy'],
          costs: ['Lower costs', 'Spend less time and money on admin'],
        }),
      },
    ],
  },
];

export function answersOf(step: WizardStep): AnswerName[] {
  return step.kind === 'contact' ? step.fields : step.questions.map((question) => question.name);
}
