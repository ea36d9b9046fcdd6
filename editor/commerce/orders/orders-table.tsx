// The orders table (TanStack Table, headless): sortable headers that ask the server, one row per order opening its detail.
import { useTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../ui/data-table.js';
import { sortingFeatures } from '../../ui/sortable-header.js';
import type { OrderSort, SortDirection } from '../../../domain/order-table.js';
import type { OrderSummary } from '../../api/orders.js';
import { STATUS_LABELS, momentText, moneyText } from './order-format.js';

const features = sortingFeatures;

/** Props of {@link OrdersTable}. */
export interface OrdersTableProps {
  orders: OrderSummary[];
  timeZone: string;
  sort: OrderSort;
  direction: SortDirection;
  onSort: (sort: OrderSort, direction: SortDirection) => void;
  onOpen: (order: OrderSummary) => void;
}

/** The orders of one page; sorting a column asks the server for that order. */
export function OrdersTable({ orders, timeZone, sort, direction, onSort, onOpen }: OrdersTableProps) {
  const columns = useMemo<ColumnDef<typeof features, OrderSummary>[]>(
    () => [
      {
        id: 'orderNumber',
        header: 'Order',
        accessorKey: 'orderNumber',
        cell: ({ row }) => (
          <button type="button" className="button button--small" onClick={() => onOpen(row.original)}>
            #{row.original.orderNumber}
          </button>
        ),
      },
      {
        id: 'createdOn',
        header: 'Placed',
        accessorFn: (row) => momentText(row.createdOn, timeZone),
      },
      { id: 'customerName', header: 'Customer', accessorFn: (row) => row.customerName || '—' },
      { id: 'customerEmail', header: 'Email', accessorKey: 'customerEmail' },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (row) => `${STATUS_LABELS[row.status]}${row.testMode ? ' (test)' : ''}`,
      },
      {
        id: 'fulfilment',
        header: 'Fulfilment',
        enableSorting: false,
        accessorFn: (row) => (row.fulfilledOn === null ? 'Unfulfilled' : 'Fulfilled'),
      },
      { id: 'items', header: 'Items', enableSorting: false, accessorKey: 'itemCount' },
      {
        id: 'grandTotal',
        header: 'Total',
        accessorFn: (row) => moneyText(row.grandTotalCents, row.currency),
      },
    ],
    [timeZone, onOpen],
  );
  const sorting: SortingState = [{ id: sort, desc: direction === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: orders,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first !== undefined) onSort(first.id as OrderSort, first.desc ? 'desc' : 'asc');
    },
  });

  return <DataTable table={table} caption="Orders" className="orders-table" sortable />;
}
