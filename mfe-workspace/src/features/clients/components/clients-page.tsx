import { ScreenComingSoon } from '@clientline/shared-ui';

export function ClientsPage() {
  return <ScreenComingSoon title="Clients" />;
}
