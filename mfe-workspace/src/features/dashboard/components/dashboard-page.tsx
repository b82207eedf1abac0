import { useState } from 'react';
import { PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import type { DashboardRange } from '@clientline/shared-ui/api/metrics';
import { PageHeader } from '../../../components/page-header';
import { DateRangeForm } from './date-range-form';
import { MetricsSection } from './metrics-section';
import { RecentActivity } from './recent-activity';
import { SeasonGlance } from './season-glance';
import { StaffNotice } from '../../../components/staff-notice';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

export function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>({});
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Dashboard', user?.organizationName);
  const runsFirm = user ? runsTheFirm(user) : false;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Dashboard" description="Your firm at a glance. Figures refresh every 30 seconds." />
        {runsFirm ? (
          <>
            <DateRangeForm onChange={setRange} />
            <MetricsSection range={range} />
          </>
        ) : (
          <StaffNotice>The firm’s overall figures are for its owner and admins; below are the season and the projects you can see.</StaffNotice>
        )}
        <SeasonGlance />
        <RecentActivity />
      </PageContainer>
    </main>
  );
}
