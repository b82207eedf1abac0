import styled from '@clientline/shared-ui/styled';
import { Field, Input, Select } from '@clientline/shared-ui/widgets';
import { isShowChoice, SHOW_CHOICES, type RequestFilters } from '../lib/request-filters';

// Side by side where there is room, one above the other on a phone.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
  & > :last-child {
    flex-grow: 2;
  }
`;

interface RequestFiltersBarProps {
  filters: RequestFilters;
  onChange(filters: RequestFilters): void;
}

/** Which requests to show (not handled, handled, all) and a search; each choice applies at once. */
export function RequestFiltersBar({ filters, onChange }: RequestFiltersBarProps) {
  return (
    <Row role="search" aria-label="Filter the requests">
      <Field label="Show">
        <Select
          value={filters.show}
          onChange={(event) => {
            const show = event.target.value;
            if (isShowChoice(show)) onChange({ ...filters, show });
          }}
        >
          {SHOW_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Search requests">
        <Input
          type="search"
          value={filters.search}
          placeholder="Type, content or source"
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </Field>
    </Row>
  );
}
