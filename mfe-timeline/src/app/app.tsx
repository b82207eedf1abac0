import { Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
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
