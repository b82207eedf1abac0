import { Suspense } from 'react';
import { Routes } from '@clientline/shared-ui/router';
import { LoadingBlock } from '../components/loading-block';
import { MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { lazyPage, preloadRoutePage, routesOf } from '@clientline/shared-ui/route-pages';

// Each screen is its own chunk: a firm opening /dashboard downloads neither the clients' nor the projects' forms.
// The first screen's chunk is named: the route table lists it (its first screen's chunks), so it comes with the page.
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "dashboard" */ '../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
const NewRequestsPage = lazyPage(() =>
  import('../features/new-requests/components/new-requests-page').then((m) => m.NewRequestsPage),
);
const ProjectsPage = lazyPage(() => import('../features/projects/components/projects-page').then((m) => m.ProjectsPage));
const BoardPage = lazyPage(() => import('../features/board/components/board-page').then((m) => m.BoardPage));
const ClientProjectsPage = lazyPage(() =>
  import('../features/projects/components/client-projects-page').then((m) => m.ClientProjectsPage),
);
const ClientsPage = lazyPage(() => import('../features/clients/components/clients-page').then((m) => m.ClientsPage));
const ClientImportPage = lazyPage(() => import('../features/client-imports/components/client-import-page').then((m) => m.ClientImportPage));
const ClientDetailsPage = lazyPage(() =>
  import('../features/clients/components/client-details-page').then((m) => m.ClientDetailsPage),
);
const TeamPage = lazyPage(() => import('../features/team/components/team-page').then((m) => m.TeamPage));
const ReminderSettingsPage = lazyPage(() =>
  import('../features/reminders/components/reminder-settings-page').then((m) => m.ReminderSettingsPage),
);
const AuditLogPage = lazyPage(() => import('../features/audit-log/components/audit-log-page').then((m) => m.AuditLogPage));
const TemplatesPage = lazyPage(() => import('../features/templates/components/templates-page').then((m) => m.TemplatesPage));
const TemplateEditorPage = lazyPage(() =>
  import('../features/templates/components/template-editor-page').then((m) => m.TemplateEditorPage),
);
const CreateProjectsPage = lazyPage(() =>
  import('../features/templates/components/create-projects-page').then((m) => m.CreateProjectsPage),
);

// Its paths are the route table's (`@clientline/contracts/routes`): the type checker refuses one missing or not its own.
const routes = routesOf('mfe_workspace', {
  '/dashboard': <DashboardPage />,
  '/new-requests': <NewRequestsPage />,
  '/projects': <ProjectsPage />,
  '/board': <BoardPage />,
  '/projects/client/:clientId': <ClientProjectsPage />,
  '/clients': <ClientsPage />,
  '/clients/import': <ClientImportPage />,
  '/client/:id': <ClientDetailsPage />,
  '/team': <TeamPage />,
  '/settings/reminders': <ReminderSettingsPage />,
  '/audit-log': <AuditLogPage />,
  '/templates': <TemplatesPage />,
  '/templates/new': <TemplateEditorPage />,
  '/templates/:templateId': <TemplateEditorPage />,
  '/templates/:templateId/create': <CreateProjectsPage />,
});

/** Called by the shell before the first render, so the page opened shows without a spinner first. */
export const preloadPage = (pathname: string) => preloadRoutePage(routes, pathname);

/** The Workspace area: every route this remote owns (see the route table). */
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
