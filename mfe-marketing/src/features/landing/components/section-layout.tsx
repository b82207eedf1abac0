import styled from '@clientline/shared-ui/styled';
import { media } from '@clientline/shared-ui';

/** A full-width band of the page; `$tone` picks its background. */
export const Band = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding: ${({ theme }) => `${theme.space[12]} 0`};
  background: ${({ theme, $tone = 'plain' }) => ($tone === 'muted' ? theme.colors.surface : 'transparent')};

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[16]} 0`};
  }
`;

export const Container = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

/** A section's text beside its panel or picture from lg up, stacked before; `$columns` shares the width. */
export const SplitLayout = styled(Container)<{ $columns: string; $gap: 12 | 16 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ theme, $gap }) => theme.space[$gap]};
  }
`;

export const SectionIntro = styled.div`
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  text-align: center;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const SectionLead = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A list of cards: one column on a phone, `$columns` side by side from md up. */
export const CardGrid = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;
