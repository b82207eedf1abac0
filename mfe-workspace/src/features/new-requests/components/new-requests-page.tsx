import { ScreenComingSoon } from '@clientline/shared-ui';

export function NewRequestsPage() {
  return <ScreenComingSoon title="New requests" />;
}
