import { Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

/** The Sign-in area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/auth" element={<Placeholder title="Sign in" />} />
      <Route path="/auth/first-access/:accessToken" element={<Placeholder title="Set your password" />} />
      <Route path="/:organizationName" element={<Placeholder title="Client login" />} />
    </Routes>
  );
}
