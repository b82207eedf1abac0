import { ScreenComingSoon } from '@clientline/shared-ui';

export function ProjectTimelinePage() {
  return <ScreenComingSoon title="Timeline" />;
}
