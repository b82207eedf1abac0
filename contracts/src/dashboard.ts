import { z } from 'zod';
import { hasDate, isOnOrAfter, optionalDate } from './fields';

/** Dashboard date range (query of GET /api/metrics/dashboard): both ends optional. */
export const dashboardRangeSchema = z
  .object({ startDate: optionalDate, endDate: optionalDate })
  .refine((value) => !hasDate(value.startDate) || !hasDate(value.endDate) || isOnOrAfter(value.endDate, value.startDate), {
    message: 'End date cannot be earlier than start date',
    path: ['endDate'],
  });

export type DashboardRangeInput = z.input<typeof dashboardRangeSchema>;
