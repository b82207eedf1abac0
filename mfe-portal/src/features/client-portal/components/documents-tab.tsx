import { Card, EmptyState } from '@clientline/shared-ui';

export function DocumentsTab() {
  return (
    <Card>
      <EmptyState
        title="Document Management Coming Soon"
        description="Shared documents will live here. Until then, ask about a document in your project's chat."
      />
    </Card>
  );
}
