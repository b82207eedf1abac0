import { ScreenComingSoon } from '@clientline/shared-ui';

export function DashboardPage() {
  return <ScreenComingSoon title="Dashboard" />;
}
