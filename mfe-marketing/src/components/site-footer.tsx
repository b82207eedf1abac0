import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';
import { BrandLink } from './brand-link';

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <BrandLink />
        <p>Client portal and project timelines for law firms and accountants.</p>
        <p>© {new Date().getFullYear()} Clientline. All rights reserved.</p>
      </Inner>
    </Footer>
  );
}
