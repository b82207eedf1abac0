import styled from '@clientline/shared-ui/styled';
import { media } from '../theme/tokens';

/**
 * Centres page content with a readable maximum width and phone-friendly side padding.
 * A div: the shell owns the page's one <main>.
 */
export const PageContainer = styled.div<{ $width?: number }>`
  width: 100%;
  max-width: ${({ $width = 1200 }) => $width}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;
