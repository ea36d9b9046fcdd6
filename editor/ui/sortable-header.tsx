// The column header of the editor's sorted tables (TanStack Table, sorted by the server or in the browser): a button that sorts, with aria-sort and a marker.
import {
  rowSortingFeature,
  tableFeatures,
  type Column,
  type Header,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import type { ReactElement, ReactNode } from 'react';

/** The table features of a table whose columns sort (the server sorts; the table keeps the state). */
export const sortingFeatures = tableFeatures({ rowSortingFeature });

/**
 * One `<th>`: a sortable column's label is a button that asks for the next sort, the cell carries
 * `aria-sort`, and ▲ or ▼ shows the direction (hidden from screen readers, which read aria-sort).
 */
export function SortableHeader<TFeatures extends TableFeatures, TData extends RowData>({
  header,
  children,
}: {
  /** A header of a table made with the sorting feature (`sortingFeatures`, or features that include it). */
  header: Header<TFeatures, TData>;
  children: ReactNode;
}): ReactElement {
  const column = header.column as unknown as Column<typeof sortingFeatures, TData>;
  const sorted = column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      {column.getCanSort() ? (
        <button type="button" className="sort-button" onClick={column.getToggleSortingHandler()}>
          {children}
          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
        </button>
      ) : (
        children
      )}
    </th>
  );
}
