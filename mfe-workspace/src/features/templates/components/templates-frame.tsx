import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, PageContainer } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';

/** The signed-in person, and whether they may use templates (the owner and admins: the api refuses anyone else). */
export function useMayUseTemplates() {
  const { data: user } = useGetCurrentUserQuery();
  return { user, mayUse: user ? runsTheFirm(user) : false };
}

/**
 * A page of templates: its landmark, its header and its content, which only the owner and admins see; a team
 * member is told who uses templates instead, and nothing is asked of the api until the person is known.
 */
export function TemplatesFrame({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { user, mayUse } = useMayUseTemplates();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title={title} description={mayUse ? description : undefined} actions={mayUse ? actions : undefined} />
        {!user ? (
          <LoadingBlock label="Loading templates" />
        ) : !mayUse ? (
          <EmptyState title="Only the owner and admins use templates" description="Ask them to create projects from a template for your clients." />
        ) : (
          children
        )}
      </PageContainer>
    </main>
  );
}
