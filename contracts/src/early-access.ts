import { z } from 'zod';
import {
  EARLY_ACCESS_ROLES,
  EXPECTED_START_DATES,
  INDUSTRIES,
  PRIORITIES,
  TEAM_SIZES,
  USE_CASES,
} from './enums';
import { emailField, nameText } from './fields';

/**
 * The questionnaire's choices by answer: the values the api accepts for each, in the order they are offered.
 * The schema below, the api's model and the wizard read them from here.
 */
export const EARLY_ACCESS_CHOICES = {
  role: EARLY_ACCESS_ROLES,
  teamSize: TEAM_SIZES,
  industry: INDUSTRIES,
  useCase: USE_CASES,
  expectedStartDate: EXPECTED_START_DATES,
  priority: PRIORITIES,
} as const;

export type EarlyAccessChoice = keyof typeof EARLY_ACCESS_CHOICES;

function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}

/** The 4-step early-access wizard (POST /api/early-access). */
export const earlyAccessSchema = z.object({
  fullName: nameText('Full name is required'),
  email: emailField,
  companyName: nameText('Company name is required'),
  role: choice(EARLY_ACCESS_CHOICES.role, 'Role'),
  teamSize: choice(EARLY_ACCESS_CHOICES.teamSize, 'Team size'),
  industry: choice(EARLY_ACCESS_CHOICES.industry, 'Industry'),
  useCase: choice(EARLY_ACCESS_CHOICES.useCase, 'Use case'),
  expectedStartDate: choice(EARLY_ACCESS_CHOICES.expectedStartDate, 'Expected start date'),
  priority: choice(EARLY_ACCESS_CHOICES.priority, 'Priority'),
});

export type EarlyAccessInput = z.input<typeof earlyAccessSchema>;
