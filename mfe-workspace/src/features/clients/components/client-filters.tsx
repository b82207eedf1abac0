import styled from '@clientline/shared-ui/styled';
import { CLIENT_SEARCH_MAX_LENGTH, type ClientAccess, type ClientDisplayStatus } from '@clientline/contracts';
import { CheckboxField, Field, Input, Select } from '@clientline/shared-ui/widgets';
import { useGetClientTagsQuery } from '@clientline/shared-ui/api/clients';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { CLIENT_STATUS_MEANINGS } from '../../../components/client-status-badge';
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
        <Field label="Tag">
          <Select value={choices.tag ?? ''} onChange={(event) => choose('tag', event.target.value)}>
            <option value="">Every tag</option>
            {[...new Set([...tags, ...(choices.tag ? [choices.tag] : [])])].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="Status">
        <Select value={choices.status ?? ''} onChange={(event) => choose('status', event.target.value as ClientDisplayStatus | '')}>
          <option value="">Every status</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Assigned to">
        <Select value={choices.staffId ?? ''} onChange={(event) => choose('staffId', event.target.value)}>
          <option value="">Anyone</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Invitation">
        <Select value={choices.access ?? ''} onChange={(event) => choose('access', event.target.value as ClientAccess | '')}>
          <option value="">Any</option>
          {ACCESS_STATES.map((access) => (
            <option key={access} value={access}>
              {ACCESS_WORDS[access]}
            </option>
          ))}
        </Select>
      </Field>
      <CheckboxField label="Show archived clients only" checked={choices.archived === 'true'} onChange={(event) => choose('archived', event.target.checked ? 'true' : '')} />
    </Row>
  );
}
