import { ProjectsView } from './projects-view';

export function ProjectsPage() {
  return <ProjectsView title="Projects" description="Every project of your firm, newest first." />;
}
