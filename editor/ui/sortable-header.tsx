// The column header of the editor's server-sorted tables (TanStack Table): a button that sorts, with aria-sort and a marker.
import { rowSortingFeature, tableFeatures, type Header, type RowData } from '@tanstack/react-table';
import type { ReactElement, ReactNode } from 'react';

/** The table features of a table whose columns sort (the server sorts; the table keeps the state). */
export const sortingFeatures = tableFeatures({ rowSortingFeature });

/**
 * One `<th>`: a sortable column's label is a button that asks for the next sort, the cell carries
 * `aria-sort`, and ▲ or ▼ shows the direction (hidden from screen readers, which read aria-sort).
 */
export function SortableHeader<TData extends RowData>({
  header,
  children,
}: {
  header: Header<typeof sortingFeatures, TData>;
  children: ReactNode;
}): ReactElement {
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      {header.column.getCanSort() ? (
        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
          {children}
          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
        </button>
      ) : (
        children
      )}
    </th>
  );
}
