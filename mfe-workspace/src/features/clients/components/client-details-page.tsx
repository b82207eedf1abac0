import { ScreenComingSoon } from '@clientline/shared-ui';

export function ClientDetailsPage() {
  return <ScreenComingSoon title="Client details" />;
}
