import { ScreenComingSoon } from '@clientline/shared-ui';

export function ProjectDetailPage() {
  return <ScreenComingSoon title="Project" />;
}
