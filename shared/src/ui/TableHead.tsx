import { isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A column's header: its text, or `{ label, num }` for a column of figures (set right, as its
 * cells), `{ label, actions }` for a row's buttons (kept in view at the table's right edge), or an
 * element of its own (a `SortableHeader`, with its key).
 */
export type Column = string | { label: ReactNode; num?: boolean; actions?: boolean } | ReactElement;

/** A table's header row, one `<th scope="col">` a column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          if (isValidElement(column)) return column;
          if (typeof column === 'string')
            return (
              <th key={index} scope="col">
                {column}
              </th>
            );
          const className = [column.num && 'num', column.actions && 'actions'].filter(Boolean).join(' ');
          return (
            <th key={index} scope="col" className={className || undefined}>
              {column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
