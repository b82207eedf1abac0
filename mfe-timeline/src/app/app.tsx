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

/** The Timeline area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/timeline/:projectId" element={<Placeholder title="Timeline" />} />
      <Route path="/timeline/share/:shareToken" element={<Placeholder title="Shared timeline" />} />
    </Routes>
  );
}
