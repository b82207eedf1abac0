import { EmptyState } from './empty-state';
import { PageContainer } from './page-container';

/** A routed screen its squad has not shipped yet: a clear page with its heading instead of a blank one. */
export function ScreenComingSoon({ title }: { title: string }) {
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
