import styled from '@clientline/shared-ui/styled';
import { Button, Card, CardContent, CardDescription, CardTitle, MAIN_CONTENT_ID, Spinner, usePageTitle } from '@clientline/shared-ui';

/** In place of a remote's page, so the skip link still has its target. */
const Centered = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: grid;
  place-items: center;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space[6]};
`;

const FallbackCard = styled(Card)`
  max-width: 28rem;
  width: 100%;
  text-align: center;
`;

export function AreaLoading({ title }: { title: string }) {
  return (
    <Centered>
      <Spinner label={`Loading ${title}`} size={28} />
    </Centered>
  );
}

/** Shown in place of a remote that could not load or crashed; the rest of the product keeps working. */
export function AreaFallback({ title, onRetry }: { title: string; onRetry: () => void }) {
  usePageTitle(`${title} could not be loaded`);
  return (
    <Centered>
      <FallbackCard role="alert">
        <CardContent>
          <CardTitle>{title} could not be loaded</CardTitle>
          <CardDescription>
            This part of Clientline is unavailable right now. The rest of the app still works; try again in a
            moment.
          </CardDescription>
          <Button onClick={onRetry}>Try again</Button>
        </CardContent>
      </FallbackCard>
    </Centered>
  );
}
