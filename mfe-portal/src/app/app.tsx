import { Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

/** The Client portal area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/client/portal" element={<Placeholder title="Client portal" />} />
      <Route path="/project/:projectId" element={<Placeholder title="Project" />} />
    </Routes>
  );
}
