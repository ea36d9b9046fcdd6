// The products grid (TanStack Table, headless): sortable headers that ask the server, one row per product with its actions, each variant's price, sale price, stock and SKU edited inline (a row per variant under a product that has several), the store's order by drag or by Move up / Move down, and the featured star.
import { DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTable, type ColumnDef, type Row, type SortingState } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { SortableHeader, sortingFeatures } from '../ui/sortable-header.js';
import { DragHandle } from '../ui/drag-handle.js';
import { useSortableList } from '../ui/use-sortable-list.js';
import { Link } from 'react-router';
import { minorUnitsToDecimalString } from '../../domain/money.js';
import { PRODUCT_KIND_LABELS, type ProductSort } from '../../domain/owner-api/product-rules.js';
import type { ProductSummary, VariantSummary } from '../../domain/owner-api/products.js';
import { thumbnailUrl } from '../files/file-format.js';
import { VariantCell } from './variant-cell.js';
import { cellText, type VariantField } from './variant-inline-edit.js';

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

/** Where a moved product goes: right after one product, or right before one. */
export type ProductMoveTarget = { afterId: string } | { beforeId: string };

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
  /** An inline edit was saved (`label` names the cell); the screen reloads the page. */
  onSaved?: (label: string) => void;
  /**
   * Moves a product in its store's order (`order`: the page's ids after the move, to show at once);
   * with it, and the store's order shown, rows can be dragged or moved up and down.
   */
  onMove?: (product: ProductSummary, target: ProductMoveTarget, order: string[]) => void;
  /** Features a product or stops featuring it. */
  onFeature?: (product: ProductSummary, featured: boolean) => void;
}

const SORTABLE: Readonly<Record<string, ProductSort>> = {
  order: 'position',
  title: 'title',
  price: 'price',
  stock: 'stock',
  updated: 'updated',
};

const EDITABLE: Readonly<Record<string, VariantField>> = {
  sku: 'sku',
  price: 'price',
  salePrice: 'salePrice',
  stock: 'stock',
};

const FIELD_NAMES: Readonly<Record<VariantField, string>> = {
  sku: 'SKU',
  price: 'Price',
  salePrice: 'Sale price',
  stock: 'Stock',
};

const DRAG_INSTRUCTIONS =
  'To move a product, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it there, or Escape to leave it where it was.';

/** How a variant is named in its cells' labels ("Walnut board, M / Red"; a product's only variant: its title). */
function variantName(product: ProductSummary, variant: VariantSummary): string {
  const title = product.title || 'Untitled product';
  const values = Object.values(variant.attributes);
  return product.variants.length <= 1 || values.length === 0 ? title : `${title}, ${values.join(' / ')}`;
}

const stocked = (product: ProductSummary) => product.kind === 'physical' || product.kind === 'service';

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
  onSaved = () => undefined,
  onMove,
  onFeature,
}: ProductsTableProps) {
  // The row a drag was last said to be over: a drag starts over its own row, which is no news.
  const lastOver = useRef<UniqueIdentifier | undefined>(undefined);
  const ordering = canEdit && onMove !== undefined && sort === 'position' && direction === 'asc';
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
      // Drawn by ProductRows: the handle and the move buttons while the store's order is shown.
      { id: 'order', header: 'Order', accessorKey: 'position', sortDescFirst: false, cell: () => null },
      {
        id: 'picture',
        enableSorting: false,
        header: () => <span className="visually-hidden">Picture</span>,
        cell: ({ row }) =>
          row.original.imageUrl === null ? null : (
            <img
              className="products-table__thumb"
              src={thumbnailUrl({ url: row.original.imageUrl }, '100w')}
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
        id: 'featured',
        header: 'Featured',
        enableSorting: false,
        accessorKey: 'featured',
        cell: ({ row }) => {
          const product = row.original;
          if (!canEdit || onFeature === undefined) return product.featured ? 'Featured' : '';
          return (
            <button
              type="button"
              className={`star-button${product.featured ? ' star-button--on' : ''}`}
              aria-pressed={product.featured}
              aria-label={`Feature ${product.title || 'Untitled product'}`}
              onClick={() => onFeature(product, !product.featured)}
            >
              <span aria-hidden="true">{product.featured ? '★' : '☆'}</span>
            </button>
          );
        },
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
      {
        id: 'sku',
        header: 'SKU',
        enableSorting: false,
        accessorFn: (row) => (row.variants.length === 1 ? row.variants[0].sku : ''),
        cell: ({ row }) => (row.original.variants.length === 1 ? row.original.variants[0].sku : ''),
      },
      {
        id: 'price',
        header: 'Price',
        accessorFn: priceText,
        cell: ({ row }) => priceText(row.original),
      },
      {
        id: 'salePrice',
        header: 'Sale price',
        enableSorting: false,
        accessorFn: () => '',
        cell: () => '',
      },
      {
        id: 'stock',
        header: 'Stock',
        accessorFn: stockText,
        cell: ({ row }) => stockText(row.original),
      },
      { id: 'variants', header: 'Variants', enableSorting: false, accessorKey: 'variantCount' },
      {
        id: 'updated',
        header: 'Updated',
        accessorFn: (row) => new Date(row.updatedAt).toLocaleDateString('en', { dateStyle: 'medium' }),
      },
    ],
    [selected, onSelect, allChosen, products, canEdit, onFeature],
  );
  const sorting: SortingState = [{ id: sort === 'position' ? 'order' : sort, desc: direction === 'desc' }];
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

  const ids = products.map((product) => product.id);
  const move = (from: number, to: number) => {
    const product = products[from];
    const other = products[to];
    if (onMove === undefined || product === undefined || other === undefined || from === to) return;
    const order = ids.filter((id) => id !== product.id);
    order.splice(to, 0, product.id);
    onMove(product, to < from ? { beforeId: other.id } : { afterId: other.id }, order);
  };
  const nameAt = (id: UniqueIdentifier) =>
    products.find((product) => product.id === id)?.title || 'The product';
  const sortable = useSortableList({
    ids,
    onMove: move,
    activationDistance: 5,
    instructions: DRAG_INSTRUCTIONS,
    announcements: (indexOf) => ({
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return `Picked up ${nameAt(active.id)}, position ${indexOf(active.id) + 1} of ${ids.length}.`;
      },
      onDragOver: ({ active, over }) => {
        if (over === null || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return `${nameAt(active.id)} is over position ${indexOf(over.id) + 1}.`;
      },
      onDragEnd: ({ active, over }) =>
        over === null
          ? `${nameAt(active.id)} was dropped where it was.`
          : `${nameAt(active.id)} was dropped at position ${indexOf(over.id) + 1}.`,
      onDragCancel: ({ active }) => `Moving ${nameAt(active.id)} was cancelled.`,
    }),
  });

  const rows = table.getRowModel().rows;
  return (
    <DndContext {...sortable}>
      <table className="table products-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header}>
                  <table.FlexRender header={header} />
                </SortableHeader>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          ))}
        </thead>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {rows.map((row, index) => (
            <ProductRows
              key={row.id}
              row={row}
              table={table}
              index={index}
              count={rows.length}
              ordering={ordering}
              canEdit={canEdit}
              busy={busyId === row.original.id}
              onMoveBy={(step) => move(index, index + step)}
              onSaved={onSaved}
              onDuplicate={() => onDuplicate(row.original)}
              onDelete={() => onDelete(row.original)}
            />
          ))}
        </SortableContext>
      </table>
    </DndContext>
  );
}

/** Props of {@link ProductRows}. */
interface ProductRowsProps {
  row: Row<typeof features, ProductSummary>;
  table: ReturnType<typeof useTable<typeof features, ProductSummary>>;
  index: number;
  count: number;
  ordering: boolean;
  canEdit: boolean;
  busy: boolean;
  onMoveBy: (step: -1 | 1) => void;
  onSaved: (label: string) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One product: its row, and a row per variant when it has several; a `<tbody>` that drags as one. */
function ProductRows({
  row,
  table,
  index,
  count,
  ordering,
  canEdit,
  busy,
  onMoveBy,
  onSaved,
  onDuplicate,
  onDelete,
}: ProductRowsProps) {
  const product = row.original;
  const title = product.title || 'Untitled product';
  const sortable = useSortable({ id: product.id, disabled: !ordering });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const cells = row.getAllCells();
  /** The field a column edits inline in this product's row (its only variant's), if any. */
  const inline = (columnId: string): VariantField | undefined => {
    const field = EDITABLE[columnId];
    if (field === undefined || !canEdit || product.variants.length !== 1) return undefined;
    return field === 'stock' && !stocked(product) ? undefined : field;
  };
  return (
    <tbody
      ref={setNodeRef}
      className={`products-table__product${isDragging ? ' products-table__product--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <tr>
        {cells.map((cell) =>
          cell.column.id === 'order' ? (
            <td key={cell.id} className="products-table__order">
              {ordering ? (
                <>
                  <DragHandle
                    sortable={sortable}
                    label={`Drag ${title} to a new place`}
                    className="icon-button products-table__handle"
                  />
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => onMoveBy(-1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${title} down`}
                    disabled={index === count - 1}
                    onClick={() => onMoveBy(1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </>
              ) : null}
            </td>
          ) : inline(cell.column.id) !== undefined ? (
            // Drawn here, not by the column: a column's new cell function would remount it, losing what is typed.
            <td key={cell.id}>
              <VariantCell
                productId={product.id}
                variant={product.variants[0]}
                field={inline(cell.column.id) as VariantField}
                currency={product.currency}
                label={`${FIELD_NAMES[inline(cell.column.id) as VariantField]} of ${title}`}
                onSaved={onSaved}
              />
            </td>
          ) : (
            <td key={cell.id}>
              <table.FlexRender cell={cell} />
            </td>
          ),
        )}
        <td className="products-table__actions">
          {canEdit ? (
            <>
              <button
                type="button"
                className="button button--small"
                aria-label={`Duplicate ${product.title}`}
                disabled={busy}
                onClick={onDuplicate}
              >
                Duplicate
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Delete ${product.title}`}
                disabled={busy}
                onClick={onDelete}
              >
                Delete
              </button>
            </>
          ) : null}
        </td>
      </tr>
      {product.variants.length > 1
        ? product.variants.map((variant) => (
            <tr key={variant.id} className="products-table__variant">
              {cells.map((cell) => {
                const field = EDITABLE[cell.column.id];
                const name = variantName(product, variant);
                if (cell.column.id === 'title')
                  return <td key={cell.id}>{Object.values(variant.attributes).join(' / ') || 'Default'}</td>;
                if (field === undefined) return <td key={cell.id} />;
                if (!canEdit || (field === 'stock' && !stocked(product)))
                  return (
                    <td key={cell.id}>
                      {field === 'stock' && !stocked(product)
                        ? 'Unlimited'
                        : cellTextOf(variant, field, product)}
                    </td>
                  );
                return (
                  <td key={cell.id}>
                    <VariantCell
                      productId={product.id}
                      variant={variant}
                      field={field}
                      currency={product.currency}
                      label={`${FIELD_NAMES[field]} of ${name}`}
                      onSaved={onSaved}
                    />
                  </td>
                );
              })}
              <td />
            </tr>
          ))
        : null}
    </tbody>
  );
}

function cellTextOf(variant: VariantSummary, field: VariantField, product: ProductSummary): string {
  return cellText(variant, field, product.currency);
}
