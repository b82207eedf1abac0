import styled from '@clientline/shared-ui/styled';
import { CheckboxField } from '@clientline/shared-ui/widgets';
import type { PageSelection } from '../hooks/use-page-selection';

const Box = styled.input.attrs({ type: 'checkbox' })`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Ticks one client for the selection's actions. */
export function SelectClientCheckbox({ selection, clientId, name }: { selection: PageSelection; clientId: string; name: string }) {
  return <Box aria-label={`Select ${name}`} checked={selection.isSelected(clientId)} onChange={() => selection.toggle(clientId)} />;
}

const SELECT_ALL = 'Select every client on this page';

/** Ticks (or unticks) every client of the page; shows "some" when only some are. In the table's header. */
export function SelectAllCheckbox({ selection }: { selection: PageSelection }) {
  return (
    <Box
      aria-label={SELECT_ALL}
      checked={selection.allOnPage === true}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = selection.allOnPage === 'mixed';
      }}
      onChange={selection.toggleAll}
    />
  );
}

/** The same, with its label beside it, above the cards on a phone. */
export function SelectAllField({ selection }: { selection: PageSelection }) {
  return (
    <CheckboxField
      label={SELECT_ALL}
      checked={selection.allOnPage === true}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = selection.allOnPage === 'mixed';
      }}
      onChange={selection.toggleAll}
    />
  );
}
