import { Route, Routes } from 'react-router-dom';
import { ClientPortalPage } from '../features/client-portal/components/client-portal-page';
import { ProjectDetailPage } from '../features/project-detail/components/project-detail-page';

/** The Client portal area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/client/portal" element={<ClientPortalPage />} />
      <Route path="/project/:projectId" element={<ProjectDetailPage />} />
    </Routes>
  );
}
