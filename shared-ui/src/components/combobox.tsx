import styled from '@clientline/shared-ui/styled';
import { lazyWithPreload } from '@clientline/shared-ui';
import { useFieldControlProps } from './field-context';
import { controlStyles } from './input';
import { LoadBoundary } from './load-boundary';
import { chevron } from './select';
import { StandInTrigger } from './stand-in-trigger';

const RadixCombobox = lazyWithPreload(() => import('./radix/combobox').then((module) => module.default));

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  options: ComboboxOption[];
  /** The chosen option's value, or null while nothing is chosen. */
  value: string | null;
  onValueChange(value: string): void;
  /** Shown while nothing is chosen, e.g. "Select a client". */
  placeholder: string;
  /** Names the search box, e.g. "Search clients". */
  searchLabel: string;
  /** Shown when no option matches the search. */
  emptyText?: string;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The closed combobox: looks like a Select and shows the chosen option. */
export const ComboboxButton = styled.button`
  ${controlStyles}
  display: flex;
  align-items: center;
  height: 38px;
  padding: 0 ${({ theme }) => `${theme.space[8]} 0 ${theme.space[3]}`};
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space[3]} center;
  text-align: left;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A searchable select, e.g. for picking a client: a button that opens a list filtered as you type (cmdk
 * inside a Radix Popover). Arrow keys move through the matches, Enter or a click chooses one. Inside a
 * `Field` it takes the label, hint and error like an Input. Radix and cmdk load with the first combobox on
 * the page; until then (or if they cannot be downloaded) the button is drawn but inert.
 */
export function Combobox(props: ComboboxProps) {
  const withField = useFieldControlProps(props);
  const chosen = props.options.find((option) => option.value === props.value);
  const standIn = (
    <StandInTrigger
      trigger={
        <ComboboxButton type="button" data-placeholder={chosen ? undefined : ''}>
          {chosen?.label ?? props.placeholder}
        </ComboboxButton>
      }
    />
  );
  return (
    <LoadBoundary loading={standIn} whileFailed={() => standIn}>
      <RadixCombobox {...withField} />
    </LoadBoundary>
  );
}
