import { Suspense } from 'react';
import { Route, Routes } from '@clientline/shared-ui/router';
import { LoadingBlock } from '../components/loading-block';
import { MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { lazyPage, preloadRoutePage } from '@clientline/shared-ui/route-pages';

// Each screen is its own chunk: a firm opening /dashboard downloads neither the clients' nor the projects' forms.
// The first screen's chunk is named: the runtime manifest lists it (preloadChunks), so it comes with the page.
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "dashboard" */ '../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
const NewRequestsPage = lazyPage(() =>
  import('../features/new-requests/components/new-requests-page').then((m) => m.NewRequestsPage),
);
const ProjectsPage = lazyPage(() => import('../features/projects/components/projects-page').then((m) => m.ProjectsPage));
const ClientProjectsPage = lazyPage(() =>
  import('../features/projects/components/client-projects-page').then((m) => m.ClientProjectsPage),
);
const ClientsPage = lazyPage(() => import('../features/clients/components/clients-page').then((m) => m.ClientsPage));
const ClientDetailsPage = lazyPage(() =>
  import('../features/clients/components/client-details-page').then((m) => m.ClientDetailsPage),
);
const TeamPage = lazyPage(() => import('../features/team/components/team-page').then((m) => m.TeamPage));
const ReminderSettingsPage = lazyPage(() =>
  import('../features/reminders/components/reminder-settings-page').then((m) => m.ReminderSettingsPage),
);
const AuditLogPage = lazyPage(() => import('../features/audit-log/components/audit-log-page').then((m) => m.AuditLogPage));

const routes = (
  <>
    <Route path="/dashboard" element={<DashboardPage />} />
    <Route path="/new-requests" element={<NewRequestsPage />} />
    <Route path="/projects" element={<ProjectsPage />} />
    <Route path="/projects/client/:clientId" element={<ClientProjectsPage />} />
    <Route path="/clients" element={<ClientsPage />} />
    <Route path="/client/:id" element={<ClientDetailsPage />} />
    <Route path="/team" element={<TeamPage />} />
    <Route path="/settings/reminders" element={<ReminderSettingsPage />} />
    <Route path="/audit-log" element={<AuditLogPage />} />
  </>
);

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

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
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
