// The editor's tables (TanStack Table): a caption for screen readers, the columns' headers (sortable ones as buttons), a row per item, and cells after the columns (actions) when a screen adds them.
import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SortableHeader } from './sortable-header.js';

/** One column after the table's own, such as the row's action buttons. */
export interface ExtraColumn<TFeatures extends TableFeatures, TData extends RowData> {
  /** Its header; a column of buttons names itself for screen readers only ("Actions"). */
  header: string;
  /** Whether the header is only for screen readers. */
  hiddenHeader?: boolean;
  className?: string;
  cell: (row: Row<TFeatures, TData>) => ReactNode;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  // The table's selected state is not read here: any selection will do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<TFeatures, TData, any>;
  /** What the table holds, said to screen readers. */
  caption: string;
  className?: string;
  /** The headers sort (the table was made with `sortingFeatures`). */
  sortable?: boolean;
  /** Columns after the table's own. */
  extraColumns?: readonly ExtraColumn<TFeatures, TData>[];
  /** A row drawn by the screen instead (an inline editor), given the row. */
  renderRow?: (row: Row<TFeatures, TData>) => ReactNode;
}

/** A table of the editor: its rows as TanStack Table has them, and the extra columns a screen adds. */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  className,
  sortable = false,
  extraColumns = [],
  renderRow,
}: DataTableProps<TFeatures, TData>) {
  return (
    <table className={className === undefined ? 'table' : `table ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) =>
              sortable ? (
                <SortableHeader key={header.id} header={header}>
                  <table.FlexRender header={header} />
                </SortableHeader>
              ) : (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ),
            )}
            {extraColumns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader === true ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) =>
          renderRow !== undefined ? (
            renderRow(row)
          ) : (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              {extraColumns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
