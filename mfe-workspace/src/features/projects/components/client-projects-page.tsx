import { useParams } from '@clientline/shared-ui/router';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { ProjectsView } from './projects-view';

export function ClientProjectsPage() {
  const { clientId = '' } = useParams();
  const { data: clients } = useGetClientsQuery();
  const client = clients?.find((candidate) => candidate.id === clientId);
  return (
    <ProjectsView
      title={client ? `Projects of ${client.displayName}` : 'Client projects'}
      description="This client’s projects, newest first."
      clientId={clientId}
    />
  );
}
