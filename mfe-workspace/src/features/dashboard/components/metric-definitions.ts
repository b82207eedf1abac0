import type { DashboardMetrics } from '@clientline/contracts';

export interface MetricDefinition {
  key: keyof DashboardMetrics;
  title: string;
  /** The unit after the figure, when it has one. */
  unit?: string;
  /** What the figure counts, as docs/api.md defines it. */
  definition: string;
}

/** The cards of the dashboard, in this order: the six figures of the firm's work, then the outstanding document requests. */
export const METRICS: MetricDefinition[] = [
  {
    key: 'activeProjects',
    title: 'Active projects',
    definition: 'Projects with status active that run at some point of the range (all active projects without a range).',
  },
  {
    key: 'averageCompletionDays',
    title: 'Average completion time',
    unit: 'days',
    definition: 'Mean days from start date to completion, over the projects completed in the range.',
  },
  {
    key: 'averageResponseTime',
    title: 'Average response time',
    unit: 'minutes',
    definition: 'Mean minutes a client message waited for the firm’s answer, over answers sent in the range.',
  },
  {
    key: 'clientsOnboarded',
    title: 'Clients onboarded',
    definition:
      'Clients added in the range (all of them without a range) who have signed in and finished the welcome tour; invited clients who never signed in, and archived ones, do not count.',
  },
  {
    key: 'totalTasks',
    title: 'Total tasks',
    definition: 'Timeline tasks whose dates overlap the range (all of them without a range).',
  },
  {
    key: 'outstandingTasks',
    title: 'Outstanding tasks',
    definition: 'Of those tasks, the ones not marked done yet (an overdue task still counts until it is done).',
  },
  {
    key: 'outstandingDocumentRequests',
    title: 'Outstanding document requests',
    definition: 'Documents asked of clients that they have not uploaded yet, or were asked to upload again, whenever asked (the range does not apply).',
  },
];
