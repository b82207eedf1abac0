import { CURRENT_PERIOD, WAITING_ON_FILTERS, type BoardTemplateChoice } from '@clientline/contracts';
import { Badge, Button } from '@clientline/shared-ui';
import { useGetClientTagsQuery } from '@clientline/shared-ui/api/clients';
import { useGetFirmRolesQuery } from '@clientline/shared-ui/api/firm-roles';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import styled from '@clientline/shared-ui/styled';
import { CheckboxField } from '@clientline/shared-ui/widgets';
import { FilterSelect, type Choice } from '../../../components/filter-select';
import type { BoardFilters as Filters } from '../hooks/use-board-filters';
import { WAITING_ON_LABELS } from './ball';

/** The "Not touched for" choices, in days. */
const IDLE_DAYS_CHOICES = ['7', '14', '30'];

/** A checkbox or a button in the row: as wide as it is, level with the selects' boxes. */
const Inline = styled.div`
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
  & > ${Inline} {
    flex: 0 0 auto;
  }
`;

const Also = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The choices with `value` among them: a value the address brought that the answer does not list still shows. */
function withValue(choices: Choice[], value: string | undefined, label: (value: string) => string) {
  return value && !choices.some((choice) => choice.value === value) ? [...choices, { value, label: label(value) }] : choices;
}


interface BoardFiltersProps {
  filters: Filters;
  templates: BoardTemplateChoice[];
  /** Offers "Clear filters" beside them (the empty answer offers its own). */
  showClear: boolean;
}

/** Template, period, the client's tag, who is waited on, who is assigned (or fills a role), overdue and idle time; each choice adds to the others. */
export function BoardFilters({ filters, templates, showClear }: BoardFiltersProps) {
  const { request, set } = filters;
  const { data: team = [] } = useGetTeamMembersQuery();
  // A role narrows the person chosen: instead of the projects assigned to them, those of the clients for
  // whom they fill it, assigned or not.
  const { data: roles = [] } = useGetFirmRolesQuery(undefined, { skip: !request.assigneeId });
  const roleChoices = withValue(
    roles.map((role) => ({ value: role.id, label: role.name })),
    request.roleId,
    () => 'A role no longer kept',
  );
  const assigneeChoices = withValue(
    team.map((member) => ({ value: member.id, label: member.name })),
    request.assigneeId,
    () => 'Someone no longer on the team',
  );
  const template = templates.find((choice) => choice.id === request.templateId);
  // Without a template, a period the address brought is still shown: among every template's periods.
  const periods = template ? template.periods : [...new Set(templates.flatMap((choice) => choice.periods))].sort().reverse();
  const templateChoices = withValue(
    templates.map((choice) => ({ value: choice.id, label: choice.name })),
    request.templateId,
    () => 'A template with no projects here',
  );
  const periodChoices = withValue(
    [{ value: CURRENT_PERIOD, label: 'Current period' }, ...periods.map((period) => ({ value: period, label: period }))],
    request.period,
    (period) => period,
  );
  const { data: tags = [] } = useGetClientTagsQuery();
  const tagChoices = withValue(
    tags.map((tag) => ({ value: tag, label: tag })),
    request.tag,
    (tag) => tag,
  );
  const idleChoices = withValue(
    IDLE_DAYS_CHOICES.map((days) => ({ value: days, label: `${days} days` })),
    request.idleDays,
    (days) => `${days} days`,
  );

  return (
    <div role="search" aria-label="Filter the board">
      <Row>
        <FilterSelect label="Template" value={request.templateId} any="All templates" choices={templateChoices} onChange={(value) => set('templateId', value)} />
        {(request.templateId || request.period) && <FilterSelect label="Period" value={request.period} any="All periods" choices={periodChoices} onChange={(value) => set('period', value)} />}
        {tagChoices.length > 0 && <FilterSelect label="Client tag" value={request.tag} any="Any tag" choices={tagChoices} onChange={(value) => set('tag', value)} />}
        <FilterSelect
          label="Waiting on"
          value={request.waitingOn}
          any="Anyone"
          choices={WAITING_ON_FILTERS.map((side) => ({ value: side, label: WAITING_ON_LABELS[side] }))}
          onChange={(value) => set('waitingOn', value)}
        />
        <FilterSelect label="Assigned to" value={request.assigneeId} any="Anyone" choices={assigneeChoices} onChange={(value) => set('assigneeId', value)} />
        {request.assigneeId && roleChoices.length > 0 && <FilterSelect label="In the role" value={request.roleId} any="Any role" choices={roleChoices} onChange={(value) => set('roleId', value)} />}
        <FilterSelect label="Not touched for" value={request.idleDays} any="Any time" choices={idleChoices} onChange={(value) => set('idleDays', value)} />
        <Inline>
          <CheckboxField label="Overdue only" checked={request.overdue === 'true'} onChange={(event) => set('overdue', event.target.checked ? 'true' : '')} />
        </Inline>
        {showClear && filters.isFiltered && (
          <Inline>
            <Button variant="ghost" size="sm" onClick={filters.clear}>
              Clear filters
            </Button>
          </Inline>
        )}
      </Row>
      {(request.stage || request.waitingDays) && (
        <Also>
          Also filtered by
          {request.stage && <Badge>Stage: {request.stage}</Badge>}
          {request.waitingDays && <Badge>Waiting more than {request.waitingDays} days</Badge>}
        </Also>
      )}
    </div>
  );
}
