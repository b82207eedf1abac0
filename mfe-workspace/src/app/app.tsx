import { Route, Routes } from 'react-router-dom';
import { EmptyState, PageContainer } from '@clientline/shared-ui';

/** Until this squad ships the screen: a clear page instead of a blank one. */
function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <PageContainer>
        <h1>{title}</h1>
        <EmptyState
          title="This screen is on its way"
          description="It is being built and will appear here in an upcoming release. Everything else keeps working."
        />
      </PageContainer>
    </main>
  );
}

/** The Workspace area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<Placeholder title="Dashboard" />} />
      <Route path="/new-requests" element={<Placeholder title="New requests" />} />
      <Route path="/projects" element={<Placeholder title="Projects" />} />
      <Route path="/projects/client/:clientId" element={<Placeholder title="Client projects" />} />
      <Route path="/clients" element={<Placeholder title="Clients" />} />
      <Route path="/client/:id" element={<Placeholder title="Client details" />} />
      <Route path="/team" element={<Placeholder title="Team" />} />
    </Routes>
  );
}
