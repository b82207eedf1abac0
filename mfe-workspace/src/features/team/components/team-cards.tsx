import styled from '@clientline/shared-ui/styled';
import { CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { roleName } from '@clientline/shared-ui/permissions';
import { ActionsFor, ActiveProjects, type TeamTableProps } from './team-table';

const Item = styled(CardListItem)`
  justify-items: start;
`;

const Line = styled(MetaLine)`
  overflow-wrap: anywhere;
`;

/** The team table as cards, for phones: the same facts and actions, nothing to scroll sideways. */
export function TeamCards({ members, projects = [], manager }: TeamTableProps) {
  return (
    <CardList aria-label="Team members">
      {members.map((member) => (
        <Item as="li" key={member.id}>
          <h2>{member.name}</h2>
          <Line>
            {roleName(member)} · {member.email}
          </Line>
          <Line>
            {member.projectsCount} active · {member.completedProjectsCount} completed · {member.performance}% performance
          </Line>
          <ActiveProjects memberId={member.id} projects={projects} />
          {manager && <ActionsFor member={member} manager={manager} />}
        </Item>
      ))}
    </CardList>
  );
}
