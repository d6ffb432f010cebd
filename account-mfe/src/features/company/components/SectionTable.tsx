import type { ComponentType, ReactNode } from 'react';
import { TableWrap } from '@storefront/shared/ui';
import { CardTable } from './layout';

/** A Company section's table (cards on a phone): its columns' headers, then its rows (`children`). */
export function SectionTable({
  columns,
  table: Table = CardTable,
  children,
}: {
  columns: string[];
  table?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}) {
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableWrap>
  );
}
