import { lazy, Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { LoadingBlock } from '../components/loading-block';
import { MAIN_CONTENT_ID } from '@clientline/shared-ui';

// Each screen is its own chunk: a firm opening /dashboard downloads neither the clients' nor the projects' forms.
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const NewRequestsPage = lazy(() =>
  import('../features/new-requests/components/new-requests-page').then((m) => ({ default: m.NewRequestsPage })),
);
const ProjectsPage = lazy(() => import('../features/projects/components/projects-page').then((m) => ({ default: m.ProjectsPage })));
const ClientProjectsPage = lazy(() =>
  import('../features/projects/components/client-projects-page').then((m) => ({ default: m.ClientProjectsPage })),
);
const ClientsPage = lazy(() => import('../features/clients/components/clients-page').then((m) => ({ default: m.ClientsPage })));
const ClientDetailsPage = lazy(() =>
  import('../features/clients/components/client-details-page').then((m) => ({ default: m.ClientDetailsPage })),
);
const TeamPage = lazy(() => import('../features/team/components/team-page').then((m) => ({ default: m.TeamPage })));
const ReminderSettingsPage = lazy(() =>
  import('../features/reminders/components/reminder-settings-page').then((m) => ({ default: m.ReminderSettingsPage })),
);
const AuditLogPage = lazy(() => import('../features/audit-log/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })));

/** The Workspace area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Suspense
      fallback={
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <LoadingBlock label="Loading page" />
        </main>
      }
    >
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/new-requests" element={<NewRequestsPage />} />
        <Route path="/projects" element={<ProjectsPage />} />
        <Route path="/projects/client/:clientId" element={<ClientProjectsPage />} />
        <Route path="/clients" element={<ClientsPage />} />
        <Route path="/client/:id" element={<ClientDetailsPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/settings/reminders" element={<ReminderSettingsPage />} />
        <Route path="/audit-log" element={<AuditLogPage />} />
      </Routes>
    </Suspense>
  );
}
