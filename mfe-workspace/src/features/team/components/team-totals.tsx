import styled from '@clientline/shared-ui/styled';
import type { ProjectSummary, TeamMember } from '@clientline/contracts';
import { Card, media } from '@clientline/shared-ui';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Total = styled(Card)`
  padding: ${({ theme }) => theme.space[5]};

  h2 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The mean of the members' performance, as a whole percentage (0 with nobody). */
export function averagePerformance(members: TeamMember[]): number {
  if (members.length === 0) return 0;
  return Math.round(members.reduce((sum, member) => sum + member.performance, 0) / members.length);
}

/**
 * Team members, the firm's active projects (counted once, however many members share one) and the
 * members' average performance.
 */
export function TeamTotals({ members, projects }: { members: TeamMember[]; projects: ProjectSummary[] | undefined }) {
  const activeProjects = projects?.filter((project) => project.status === 'active').length;
  const totals = [
    { title: 'Team members', value: String(members.length) },
    { title: 'Active projects', value: activeProjects === undefined ? '–' : String(activeProjects) },
    { title: 'Average performance', value: `${averagePerformance(members)}%` },
  ];
  return (
    <Grid>
      {totals.map((total) => (
        <Total as="li" key={total.title}>
          <h2>{total.title}</h2>
          <p>{total.value}</p>
        </Total>
      ))}
    </Grid>
  );
}
