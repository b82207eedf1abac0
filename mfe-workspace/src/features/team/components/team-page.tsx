import { ScreenComingSoon } from '@clientline/shared-ui';

export function TeamPage() {
  return <ScreenComingSoon title="Team" />;
}
