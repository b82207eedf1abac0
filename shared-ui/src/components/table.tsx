import { useId, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { VisuallyHidden } from '@clientline/shared-ui';

// Keyboard users can focus the scroller to scroll it when the table is wider than a phone screen.
const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TableHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TableBody = styled.tbody``;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody &:last-child {
    border-bottom: 0;
  }
`;

export const TableHeaderCell = styled.th.attrs((props) => ({ scope: props.scope ?? 'col' }))`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
`;

export const TableCell = styled.td`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;
`;

export interface TableProps {
  /** The table's caption, read by screen readers and naming the scroll region. */
  label: string;
  /** Show the caption on screen instead of only to screen readers. */
  showLabel?: boolean;
  children: ReactNode;
}

/** A semantic table that scrolls horizontally on narrow screens. Children: TableHead, TableBody. */
export function Table({ label, showLabel = false, children }: TableProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        {showLabel ? (
          <caption id={captionId}>{label}</caption>
        ) : (
          <VisuallyHidden as="caption" id={captionId}>
            {label}
          </VisuallyHidden>
        )}
        {children}
      </StyledTable>
    </Scroller>
  );
}
