import { Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

/** The Marketing pages area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<Placeholder title="Clientline" />} />
      <Route path="/law" element={<Placeholder title="Clientline for law firms" />} />
      <Route path="/accountant" element={<Placeholder title="Clientline for accountants" />} />
      <Route path="/early-access" element={<Placeholder title="Request early access" />} />
    </Routes>
  );
}
