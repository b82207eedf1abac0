import { z } from 'zod';
import {
  EARLY_ACCESS_ROLES,
  EXPECTED_START_DATES,
  INDUSTRIES,
  PRIORITIES,
  TEAM_SIZES,
  USE_CASES,
} from './enums';
import { emailField, requiredText } from './fields';

function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}

/** The 4-step early-access wizard (POST /api/early-access). */
export const earlyAccessSchema = z.object({
  fullName: requiredText('Full name is required'),
  email: emailField,
  companyName: requiredText('Company name is required'),
  role: choice(EARLY_ACCESS_ROLES, 'Role'),
  teamSize: choice(TEAM_SIZES, 'Team size'),
  industry: choice(INDUSTRIES, 'Industry'),
  useCase: choice(USE_CASES, 'Use case'),
  expectedStartDate: choice(EXPECTED_START_DATES, 'Expected start date'),
  priority: choice(PRIORITIES, 'Priority'),
});

export type EarlyAccessInput = z.input<typeof earlyAccessSchema>;
