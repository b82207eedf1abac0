import type { ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardHeader, CardTitle, media, PageContainer, Spinner, MAIN_CONTENT_ID } from '@clientline/shared-ui';
import { formatDay } from '@clientline/shared-ui/dates';
import { Eyebrow } from '@clientline/shared-ui/widgets';
import { HealthBadge } from './health-badge';

/** The remote's own landmark: the shell renders nothing around it. */
export const Page = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Tasks beside the chat on wide screens, one above the other on phones. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[12]};
`;

/** A page that is only a notice (a project or link that cannot be shown): one narrow card. */
export function NoticePage({ children }: { children: ReactNode }) {
  return (
    <Page>
      <PageContainer $width={720}>
        <Card>{children}</Card>
      </PageContainer>
    </Page>
  );
}

/** The project's name under the page's eyebrow, its dates ('no end date' when open-ended) and its health. */
export function ProjectHeading({ eyebrow, name, startDate, endDate }: { eyebrow: string; name: string; startDate: string; endDate: string | null }) {
  return (
    <div>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title>{name}</Title>
      <p>
        {formatDay(startDate)} to {endDate ? formatDay(endDate) : 'no end date'}
      </p>
      <HealthBadge endDate={endDate} />
    </div>
  );
}

/** The 'Tasks' card, which names its region. */
export function TasksCard({ children }: { children: ReactNode }) {
  return (
    <Card aria-labelledby="tasks-heading">
      <CardHeader>
        <CardTitle id="tasks-heading">Tasks</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function LoadingPage({ label }: { label: string }) {
  return (
    <Page>
      <PageContainer>
        <Centered>
          <Spinner label={label} />
        </Centered>
      </PageContainer>
    </Page>
  );
}
