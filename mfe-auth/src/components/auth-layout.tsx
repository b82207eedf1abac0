import type { ReactNode } from 'react';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { media, MAIN_CONTENT_ID } from '@clientline/shared-ui';

const Page = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background:
    radial-gradient(circle at 0% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 55%),
    radial-gradient(circle at 100% 100%, ${({ theme }) => theme.colors.infoSoft} 0, transparent 45%),
    ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.info});
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Body = styled.div<{ $withAside: boolean }>`
  flex: 1;
  display: grid;
  align-items: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space[12]};
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[12]}`};

  ${media.md} {
    align-items: center;
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]} ${theme.space[16]}`};
  }

  ${media.lg} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1fr) 440px' : '1fr')};
  }
`;

const Aside = styled.div`
  display: none;

  ${media.lg} {
    display: block;
    justify-self: start;
    max-width: 520px;
  }
`;

const CardSlot = styled.div`
  width: 100%;
  max-width: 440px;
`;

interface AuthLayoutProps {
  children: ReactNode;
  /** Shown beside the card on wide screens only. */
  aside?: ReactNode;
  /** A link at the right of the top bar, e.g. Back to Home. */
  topLink?: ReactNode;
}

/** The frame of every screen of this remote: brand bar, a centred card and, on wide screens, an aside. */
export function AuthLayout({ children, aside, topLink }: AuthLayoutProps) {
  return (
    <Page>
      <TopBar>
        <Brand to="/">
          <BrandMark aria-hidden>C</BrandMark>
          Clientline
        </Brand>
        {topLink}
      </TopBar>
      <Body $withAside={Boolean(aside)}>
        {aside && <Aside>{aside}</Aside>}
        <CardSlot>{children}</CardSlot>
      </Body>
    </Page>
  );
}
