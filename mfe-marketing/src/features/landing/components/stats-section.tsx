import styled from '@clientline/shared-ui/styled';
import { KeyFigure, media, VisuallyHidden } from '@clientline/shared-ui';
import type { Stat } from '../content/landing-content';
import { Container } from './section-layout';

const StatsBand = styled.section`
  padding: ${({ theme }) => `${theme.space[10]} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StatItem = styled(KeyFigure)`
  text-align: center;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(22px, 6.4vw, 28px);
    white-space: nowrap;
    letter-spacing: -0.02em;
    line-height: 1.2;

    ${media.md} {
      font-size: 36px;
    }
  }
`;

export function StatsSection({ stats }: { stats: Stat[] }) {
  return (
    <StatsBand aria-labelledby="stats-title">
      <Container>
        <VisuallyHidden as="h2" id="stats-title">
          Clientline in numbers
        </VisuallyHidden>
        <StatList>
          {stats.map((stat) => (
            <StatItem key={stat.label} label={stat.label} value={stat.value} />
          ))}
        </StatList>
      </Container>
    </StatsBand>
  );
}
