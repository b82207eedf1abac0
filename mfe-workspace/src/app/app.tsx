import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { NewRequestsPage } from '../features/new-requests/components/new-requests-page';
import { ProjectsPage } from '../features/projects/components/projects-page';
import { ClientProjectsPage } from '../features/projects/components/client-projects-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { ClientDetailsPage } from '../features/clients/components/client-details-page';
import { TeamPage } from '../features/team/components/team-page';

/** The Workspace area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/new-requests" element={<NewRequestsPage />} />
      <Route path="/projects" element={<ProjectsPage />} />
      <Route path="/projects/client/:clientId" element={<ClientProjectsPage />} />
      <Route path="/clients" element={<ClientsPage />} />
      <Route path="/client/:id" element={<ClientDetailsPage />} />
      <Route path="/team" element={<TeamPage />} />
    </Routes>
  );
}
