import { Route, Routes } from 'react-router-dom';
import { ProjectTimelinePage } from '../features/project-timeline/components/project-timeline-page';
import { SharedTimelinePage } from '../features/shared-timeline/components/shared-timeline-page';

/** The Timeline area: every route this remote owns (see the runtime manifest). */
export default function App() {
  return (
    <Routes>
      <Route path="/timeline/:projectId" element={<ProjectTimelinePage />} />
      <Route path="/timeline/share/:shareToken" element={<SharedTimelinePage />} />
    </Routes>
  );
}
