import styled from '@clientline/shared-ui/styled';
import { AUDIT_ACTION_GROUP, AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { Field, InlineLoadError, Input, Select } from '@clientline/shared-ui/widgets';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { useGetProjectsQuery } from '@clientline/shared-ui/api/projects';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import type { useAuditFilters } from '../hooks/use-audit-filters';

const Grid = styled.div`
  display: grid;
  // Six across on a desktop, two on a phone.
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ClearRow = styled.div`
  align-self: end;
`;

/** Who, what, on which project or client, and between which days: each choice goes into the address at once. */
export function AuditFilters({ filters }: { filters: ReturnType<typeof useAuditFilters> }) {
  const team = useGetTeamMembersQuery();
  const clients = useGetClientsQuery();
  const projects = useGetProjectsQuery();
  const { values, set, problems } = filters;
  const failed = [team, clients, projects].filter((query) => query.isError);
  const retry = () => failed.forEach((query) => void query.refetch());

  return (
    <div role="search" aria-label="Filter the audit log">
      {failed.length > 0 && (
        <InlineLoadError
          message="Failed to load the names to filter by."
          onRetry={retry}
          retrying={failed.some((query) => query.isFetching)}
        />
      )}
      <Grid>
        <Field label="Person">
          <Select value={values.personId} onChange={(event) => set('personId', event.target.value)}>
            <option value="">Everyone</option>
            {team.data && team.data.length > 0 && (
              <optgroup label="Team">
                {team.data.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </optgroup>
            )}
            {clients.data && clients.data.length > 0 && (
              <optgroup label="Clients">
                {/* An account's id stands for all its people: what any of them did. */}
                {clients.data.map((client) => (
                  <option key={client.id} value={client.id}>
                    {client.peopleCount > 1 ? `${client.displayName} (${client.peopleCount} people)` : client.displayName}
                  </option>
                ))}
              </optgroup>
            )}
            {values.personId && !team.data?.some((member) => member.id === values.personId) && !clients.data?.some((client) => client.id === values.personId) && (
              <option value={values.personId}>The person in the link</option>
            )}
          </Select>
        </Field>
        <Field label="Action">
          <Select value={values.action} onChange={(event) => set('action', event.target.value)}>
            <option value="">Every action</option>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {AUDIT_ACTIONS.filter((action) => AUDIT_ACTION_GROUP[action] === group).map((action) => (
                  <option key={action} value={action}>
                    {AUDIT_ACTION_LABELS[action]}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field label="Project">
          <Select value={values.projectId} onChange={(event) => set('projectId', event.target.value)}>
            <option value="">Every project</option>
            {projects.data?.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
            {values.projectId && !projects.data?.some((project) => project.id === values.projectId) && (
              <option value={values.projectId}>The project in the link</option>
            )}
          </Select>
        </Field>
        <Field label="Client">
          <Select value={values.clientId} onChange={(event) => set('clientId', event.target.value)}>
            <option value="">Every client</option>
            {clients.data?.map((client) => (
              <option key={client.id} value={client.id}>
                {client.displayName}
              </option>
            ))}
            {values.clientId && !clients.data?.some((client) => client.id === values.clientId) && (
              <option value={values.clientId}>The client in the link</option>
            )}
          </Select>
        </Field>
        <Field label="From" error={problems.from}>
          <Input type="date" value={values.from} onChange={(event) => set('from', event.target.value)} />
        </Field>
        <Field label="To" error={problems.to}>
          <Input type="date" value={values.to} onChange={(event) => set('to', event.target.value)} />
        </Field>
        {filters.isFiltered && (
          <ClearRow>
            <Button type="button" variant="ghost" onClick={filters.clear}>
              Clear filters
            </Button>
          </ClearRow>
        )}
      </Grid>
    </div>
  );
}
