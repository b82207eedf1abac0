import styled from '@clientline/shared-ui/styled';
import { PROJECT_SEARCH_MAX_LENGTH } from '@clientline/contracts';
import { CheckboxField, Field, Input, Select } from '@clientline/shared-ui/widgets';
import type { StatusFilter } from '../hooks/use-project-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  & > div {
    flex: 1 1 200px;
  }
  & > div:nth-child(2) {
    flex: 0 1 220px;
  }
  & > div:nth-child(3) {
    flex: 0 0 auto;
    align-self: end;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`;

interface ProjectFiltersProps {
  search: string;
  onSearchChange(search: string): void;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
  assignedToMe: boolean;
  onAssignedToMeChange(assignedToMe: boolean): void;
}

export function ProjectFilters({ search, onSearchChange, status, onStatusChange, assignedToMe, onAssignedToMeChange }: ProjectFiltersProps) {
  return (
    <Row role="search">
      <Field label="Search projects">
        <Input
          type="search"
          placeholder="Project or client name"
          maxLength={PROJECT_SEARCH_MAX_LENGTH}
          value={search} onChange={(event) => onSearchChange(event.target.value)}
        />
      </Field>
      <Field label="Status">
        <Select value={status} onChange={(event) => onStatusChange(event.target.value as StatusFilter)}>
          <option value="all">All statuses</option>
          <option value="active">Active</option>
          <option value="completed">Completed</option>
          <option value="waiting_assignment">Waiting assignment</option>
          <option value="other">Other</option>
          <option value="archived">Archived</option>
        </Select>
      </Field>
      <CheckboxField label="Assigned to me" checked={assignedToMe} onChange={(event) => onAssignedToMeChange(event.target.checked)} />
    </Row>
  );
}
