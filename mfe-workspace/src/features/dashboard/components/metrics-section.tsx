import styled from '@clientline/shared-ui/styled';
import { media, VisuallyHidden } from '@clientline/shared-ui';
import { usePolledDashboardMetricsQuery, type DashboardRange } from '@clientline/shared-ui/api/metrics';
import { QueryView } from '../../../components/query-view';
import { MetricCard } from './metric-card';
import { METRICS } from './metric-definitions';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  /* Seven cards: rows of four and three, rather than one card alone on a third row. */
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** The seven figures for the range, polled every 30 s. */
export function MetricsSection({ range }: { range: DashboardRange }) {
  const metricsQuery = usePolledDashboardMetricsQuery(range);

  return (
    <QueryView query={metricsQuery} loadingLabel="Loading metrics" errorTitle="Failed to load dashboard metrics">
      {(metrics) => (
        <section aria-labelledby="metrics-heading">
          <VisuallyHidden as="h2" id="metrics-heading">
            Metrics
          </VisuallyHidden>
          <Grid>
            {METRICS.map((metric) => (
              <MetricCard key={metric.key} metric={metric} value={metrics[metric.key]} />
            ))}
          </Grid>
        </section>
      )}
    </QueryView>
  );
}
