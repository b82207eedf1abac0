import styled from '@clientline/shared-ui/styled';
import { CheckboxField } from '@clientline/shared-ui/widgets';
import type { PageSelection } from '../lib/use-page-selection';

const Box = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
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

/** Ticks one item for the selection's actions; `label` names it ("Select Ava Martinez"). */
export function SelectCheckbox({ selection, id, label }: { selection: PageSelection; id: string; label: string }) {
  return <Box aria-label={label} checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} />;
}

/** Shows "some" when only some of the items are ticked. */
const showMixed = (selection: PageSelection) => (box: HTMLInputElement | null) => {
  if (box) box.indeterminate = selection.allOnPage === 'mixed';
};

/** Ticks (or unticks) every item on screen; shows "some" when only some are. In a table's header. */
export function SelectAllCheckbox({ selection, label }: { selection: PageSelection; label: string }) {
  return <Box aria-label={label} checked={selection.allOnPage === true} ref={showMixed(selection)} onChange={selection.toggleAll} />;
}

/** The same, with its label beside it, above cards. */
export function SelectAllField({ selection, label }: { selection: PageSelection; label: string }) {
  return <CheckboxField label={label} checked={selection.allOnPage === true} ref={showMixed(selection)} onChange={selection.toggleAll} />;
}
