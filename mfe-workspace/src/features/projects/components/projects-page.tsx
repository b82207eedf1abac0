import { ScreenComingSoon } from '@clientline/shared-ui';

export function ProjectsPage() {
  return <ScreenComingSoon title="Projects" />;
}
