import { lazy, Suspense } from 'react';
import { Spinner } from '@clientline/shared-ui';

// In a tab: its code (uploads, the documents' lists) loads when the tab is opened.
const ClientDocuments = lazy(() => import('./client-documents'));

/** The client's requested documents and files across their projects, with upload. */
export function DocumentsTab() {
  return (
    <Suspense fallback={<Spinner label="Loading documents" />}>
      <ClientDocuments />
    </Suspense>
  );
}
