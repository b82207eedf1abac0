import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@clientline/shared-ui/widgets';

/**
 * A table with one header row naming its `columns`; `children` are the body's rows. `lead`, when given, heads a
 * first column before them (a checkbox that ticks every row).
 */
export function DataTable({ label, columns, lead, children }: { label: string; columns: string[]; lead?: ReactNode; children: ReactNode }) {
  return (
    <Table label={label}>
      <TableHead>
        <TableRow>
          {lead && <TableHeaderCell>{lead}</TableHeaderCell>}
          {columns.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
