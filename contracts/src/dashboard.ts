import { z } from 'zod';
import { END_BEFORE_START, hasDate, isOnOrAfter } from './dates';
import { optionalDate } from './fields';

/** Dashboard date range (query of GET /api/metrics/dashboard): both ends optional. */
export const dashboardRangeSchema = z
  .object({ startDate: optionalDate, endDate: optionalDate })
  .refine((value) => !hasDate(value.startDate) || !hasDate(value.endDate) || isOnOrAfter(value.endDate, value.startDate), {
    message: END_BEFORE_START,
    path: ['endDate'],
  });

export type DashboardRangeInput = z.input<typeof dashboardRangeSchema>;
