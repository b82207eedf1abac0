import styled from 'styled-components';
import { PROJECT_SEARCH_MAX_LENGTH } from '@clientline/contracts';
import { Field, Input, Select } from '@clientline/shared-ui';
import type { StatusFilter } from '../hooks/use-project-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  & > div {
    flex: 1 1 200px;
  }
  & > div:last-child {
    flex: 0 1 220px;
  }
`;

interface ProjectFiltersProps {
  search: string;
  onSearchChange(search: string): void;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
}

export function ProjectFilters({ search, onSearchChange, status, onStatusChange }: ProjectFiltersProps) {
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
        </Select>
      </Field>
    </Row>
  );
}
