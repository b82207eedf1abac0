import { ScreenComingSoon } from '@clientline/shared-ui';

export function ClientPortalPage() {
  return <ScreenComingSoon title="Client portal" />;
}
