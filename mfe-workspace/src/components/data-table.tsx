import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@clientline/shared-ui/widgets';

/** A table with one header row naming its `columns`; `children` are the body's rows. */
export function DataTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <Table label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
