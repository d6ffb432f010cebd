import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { t } from '@storefront/shared';

/**
 * A column's header: its text, or `{ label, num }` for a column of figures (set right, as its
 * cells), `{ label, actions }` for a row's buttons (kept in view at the table's right edge), or an
 * element of its own (a `SortableHeader`, with its key). A text shows in the page's language: a
 * table of headers built once marks each with `msg()`.
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
                {t(column)}
              </th>
            );
          const className = [column.num && 'num', column.actions && 'actions'].filter(Boolean).join(' ');
          return (
            <th key={index} scope="col" className={className || undefined}>
              {typeof column.label === 'string' ? t(column.label) : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
