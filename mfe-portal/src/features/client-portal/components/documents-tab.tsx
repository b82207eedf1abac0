import type { CurrentUser } from '@clientline/contracts';
import { lazyWithPreload, Spinner } from '@clientline/shared-ui';
import { LoadBoundary } from '@clientline/shared-ui/widgets';

// In a tab: its code (uploads, the documents' lists) loads when the tab is opened.
const ClientDocuments = lazyWithPreload(() => import('./client-documents').then((module) => module.default));

/** The client's requested documents and files across their projects, with upload. */
export function DocumentsTab({ user }: { user: CurrentUser }) {
  return (
    <LoadBoundary loading={<Spinner label="Loading documents" />}>
      <ClientDocuments user={user} />
    </LoadBoundary>
  );
}
