import type { BoardCard } from '@clientline/contracts';
import { SelectCheckbox } from '../../../components/selection-checkbox';
import type { PageSelection } from '../../../lib/use-page-selection';

/** Ticks a project for the actions on a selection: "Select Tax return: Ava Martinez for Ava Martinez". */
export function ProjectCheckbox({ card, selection }: { card: BoardCard; selection: PageSelection }) {
  return <SelectCheckbox selection={selection} id={card.projectId} label={`Select ${card.name} for ${card.clientName}`} />;
}
