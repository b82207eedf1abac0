import { ScreenComingSoon } from '@clientline/shared-ui';

export function SharedTimelinePage() {
  return <ScreenComingSoon title="Shared timeline" />;
}
