import styled from 'styled-components';
import { media, PageContainer, Spinner } from '@clientline/shared-ui';

/** The remote's own landmark: the shell renders nothing around it. */
export const Page = styled.main`
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

export const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
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
