// The products table (TanStack Table, headless): sortable headers that ask the server, one row per product with its actions.
import { useTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { sortingFeatures } from '../ui/sortable-header.js';
import { Link } from 'react-router';
import { minorUnitsToDecimalString } from '../../domain/money.js';
import { PRODUCT_KIND_LABELS, type ProductSort } from '../../domain/owner-api/product-rules.js';
import type { ProductSummary } from '../../domain/owner-api/products.js';
import { DataTable } from '../ui/data-table.js';

const features = sortingFeatures;

/** A price range as the table shows it ("$12.00", "$12.00 – $20.00"). */
export function priceText(product: ProductSummary): string {
  const show = (cents: number) => {
    const amount = minorUnitsToDecimalString(cents, product.currency) ?? String(cents);
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: product.currency }).format(
        Number(amount),
      );
    } catch {
      return `${amount} ${product.currency}`;
    }
  };
  if (product.variantCount === 0) return '—';
  const low = show(product.lowestPriceCents);
  return product.lowestPriceCents === product.highestPriceCents
    ? low
    : `${low} – ${show(product.highestPriceCents)}`;
}

/** The stock as the table shows it. */
export function stockText(product: ProductSummary): string {
  if (product.kind === 'digital' || product.kind === 'gift-card' || product.stock === null)
    return 'Unlimited';
  return product.soldOut ? 'Sold out' : `${product.stock} in stock`;
}

/** Props of {@link ProductsTable}. */
export interface ProductsTableProps {
  products: ProductSummary[];
  sort: ProductSort;
  direction: 'asc' | 'desc';
  onSort: (sort: ProductSort, direction: 'asc' | 'desc') => void;
  canEdit: boolean;
  onDuplicate: (product: ProductSummary) => void;
  onDelete: (product: ProductSummary) => void;
  busyId?: string;
  /** The chosen products' ids (for bulk edits); without it the table has no checkboxes. */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: readonly string[], chosen: boolean) => void;
}

const SORTABLE: Readonly<Record<string, ProductSort>> = {
  title: 'title',
  price: 'price',
  stock: 'stock',
  updated: 'updated',
};

/** The products of one page; sorting a column asks the server for that order. */
export function ProductsTable({
  products,
  sort,
  direction,
  onSort,
  canEdit,
  onDuplicate,
  onDelete,
  busyId,
  selected,
  onSelect,
}: ProductsTableProps) {
  const allChosen =
    selected !== undefined && products.length > 0 && products.every((p) => selected.has(p.id));
  const columns = useMemo<ColumnDef<typeof features, ProductSummary>[]>(
    () => [
      ...(selected === undefined || onSelect === undefined
        ? []
        : [
            {
              id: 'select',
              enableSorting: false,
              header: () => (
                <input
                  type="checkbox"
                  aria-label="Select every product on this page"
                  checked={allChosen}
                  onChange={(event) =>
                    onSelect(
                      products.map((product) => product.id),
                      event.target.checked,
                    )
                  }
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${row.original.title || 'Untitled product'}`}
                  checked={selected.has(row.original.id)}
                  onChange={(event) => onSelect([row.original.id], event.target.checked)}
                />
              ),
            } satisfies ColumnDef<typeof features, ProductSummary>,
          ]),
      {
        id: 'picture',
        enableSorting: false,
        header: () => <span className="visually-hidden">Picture</span>,
        cell: ({ row }) =>
          row.original.imageUrl === null ? null : (
            <img
              className="products-table__thumb"
              src={row.original.imageUrl}
              alt=""
              width={40}
              height={40}
            />
          ),
      },
      {
        id: 'title',
        header: 'Product',
        accessorKey: 'title',
        cell: ({ row }) => (
          <Link to={`/commerce/products/${encodeURIComponent(row.original.id)}`}>
            {row.original.title || 'Untitled product'}
          </Link>
        ),
      },
      {
        id: 'kind',
        header: 'Kind',
        enableSorting: false,
        accessorFn: (row) => PRODUCT_KIND_LABELS[row.kind],
      },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        accessorFn: (row) => (row.enabled ? 'Enabled' : 'Disabled'),
      },
      { id: 'price', header: 'Price', accessorFn: priceText },
      { id: 'stock', header: 'Stock', accessorFn: stockText },
      { id: 'variants', header: 'Variants', enableSorting: false, accessorKey: 'variantCount' },
      {
        id: 'updated',
        header: 'Updated',
        accessorFn: (row) => new Date(row.updatedAt).toLocaleDateString('en', { dateStyle: 'medium' }),
      },
    ],
    [selected, onSelect, allChosen, products],
  );
  const sorting: SortingState = [{ id: sort, desc: direction === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: products,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first !== undefined && SORTABLE[first.id] !== undefined)
        onSort(SORTABLE[first.id], first.desc ? 'desc' : 'asc');
    },
  });

  return (
    <DataTable
      table={table}
      caption="Products"
      className="products-table"
      sortable
      extraColumns={[
        {
          header: 'Actions',
          hiddenHeader: true,
          className: 'products-table__actions',
          cell: (row) =>
            canEdit ? (
              <>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Duplicate ${row.original.title}`}
                  disabled={busyId === row.original.id}
                  onClick={() => onDuplicate(row.original)}
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Delete ${row.original.title}`}
                  disabled={busyId === row.original.id}
                  onClick={() => onDelete(row.original)}
                >
                  Delete
                </button>
              </>
            ) : null,
        },
      ]}
    />
  );
}
