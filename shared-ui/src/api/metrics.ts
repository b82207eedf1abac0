import type { DashboardMetrics, DashboardRangeInput } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** Dashboard metrics are polled every 30 s. */
export const METRICS_POLLING_INTERVAL_MS = 30_000;

/** `YYYY-MM-DD` days; an empty or missing end leaves the range open. */
export interface DashboardRange {
  startDate?: string;
  endDate?: string;
}

/** The dashboard's six figures (docs/api.md, Dashboard metrics), for the organization account. */
export const metricsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardMetrics: build.query<DashboardMetrics, DashboardRange>({
      query: (range) => ({ url: 'api/metrics/dashboard', params: presentDates(range) }),
      providesTags: ['Metrics'],
    }),
  }),
});

export const { useGetDashboardMetricsQuery } = metricsApi;

/** The metrics for `range`, polled every METRICS_POLLING_INTERVAL_MS. */
export function usePolledDashboardMetricsQuery(range: DashboardRangeInput & DashboardRange, options: { skip?: boolean } = {}) {
  return useGetDashboardMetricsQuery(range, { ...options, pollingInterval: METRICS_POLLING_INTERVAL_MS });
}

function presentDates(range: DashboardRange): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  if (range.startDate) params.startDate = range.startDate;
  if (range.endDate) params.endDate = range.endDate;
  // None: no '?' either, so the URL is the one the page preloads (the route table's first-screen queries, `@clientline/contracts/routes`).
  return Object.keys(params).length > 0 ? params : undefined;
}
