import styled from '@clientline/shared-ui/styled';
import { CLIENT_SEARCH_MAX_LENGTH, type ClientAccess, type ClientDisplayStatus } from '@clientline/contracts';
import { CheckboxField, Field, Input } from '@clientline/shared-ui/widgets';
import { useGetClientTagsQuery } from '@clientline/shared-ui/api/clients';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { CLIENT_STATUS_MEANINGS } from '../../../components/client-status-badge';
import { FilterSelect } from '../../../components/filter-select';
import { ACCESS_WORDS } from '../../../components/invitation-badge';
import type { ClientFilterState } from '../hooks/use-client-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};

  & > div {
    flex: 1 1 150px;
    min-width: 0;
  }
  & > div:first-child {
    flex: 2 1 220px;
  }
  & > div:last-child {
    flex: 0 0 auto;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const STATUSES = Object.keys(CLIENT_STATUS_MEANINGS) as ClientDisplayStatus[];
const ACCESS_STATES = Object.keys(ACCESS_WORDS) as ClientAccess[];

/**
 * The Clients screen's search (a client's name, or a name or email of one of its people) and filters: tag
 * (shown once the firm has tags), status, assigned staff, invitation state, and the archived clients instead.
 */
export function ClientFilters({ filter }: { filter: ClientFilterState }) {
  const { search, setSearch, choices, choose } = filter;
  const { data: tags = [] } = useGetClientTagsQuery();
  const { data: staff = [] } = useGetTeamMembersQuery();
  return (
    <Row role="search">
      <Field label="Search clients">
        <Input type="search" placeholder="Name or email" maxLength={CLIENT_SEARCH_MAX_LENGTH} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      {(tags.length > 0 || choices.tag) && (
        <FilterSelect
          label="Tag"
          value={choices.tag}
          any="Every tag"
          choices={[...new Set([...tags, ...(choices.tag ? [choices.tag] : [])])].map((name) => ({ value: name, label: name }))}
          onChange={(value) => choose('tag', value)}
        />
      )}
      <FilterSelect
        label="Status"
        value={choices.status}
        any="Every status"
        choices={STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(value) => choose('status', value as ClientDisplayStatus | '')}
      />
      <FilterSelect label="Assigned to" value={choices.staffId} any="Anyone" choices={staff.map((member) => ({ value: member.id, label: member.name }))} onChange={(value) => choose('staffId', value)} />
      <FilterSelect
        label="Invitation"
        value={choices.access}
        any="Any"
        choices={ACCESS_STATES.map((access) => ({ value: access, label: ACCESS_WORDS[access] }))}
        onChange={(value) => choose('access', value as ClientAccess | '')}
      />
      <CheckboxField label="Show archived clients only" checked={choices.archived === 'true'} onChange={(event) => choose('archived', event.target.checked ? 'true' : '')} />
    </Row>
  );
}
