import { ScreenComingSoon } from '@clientline/shared-ui';

export function ClientProjectsPage() {
  return <ScreenComingSoon title="Client projects" />;
}
