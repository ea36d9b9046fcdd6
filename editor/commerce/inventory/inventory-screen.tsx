// /config/commerce/inventory: every variant's stock in one table (TanStack Table), a page at a time, searched on the server by product, SKU or option, edited inline: set, add, remove, unlimited.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVENTORY_PAGE_SIZE, useInventory, type InventoryVariant } from '../../api/inventory.js';
import { useCan } from '../../api/website.js';
import { TextField } from '../../ui/field.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { Pager, pageCount } from '../../ui/pager.js';
import { useDebouncedValue } from '../../files/use-file-list.js';
import { CommerceNav } from '../commerce-nav.js';
import { StockRow, stockText } from './stock-row.js';
import { DataTable } from '../../ui/data-table.js';
import { useUnsavedChanges } from '../../ui/unsaved-changes.js';

const features = tableFeatures({});

const COLUMNS: ColumnDef<typeof features, InventoryVariant>[] = [
  { id: 'product', header: 'Product', accessorKey: 'productTitle' },
  { id: 'sku', header: 'SKU', accessorKey: 'sku' },
  { id: 'options', header: 'Options', accessorFn: (row) => Object.values(row.options).join(', ') },
  { id: 'stock', header: 'In stock', accessorFn: stockText },
];

/** The Inventory screen. */
export function InventoryScreen() {
  const canEdit = useCan('commerce:edit');
  // A variant linked from elsewhere (the Home screen's low stock) is searched for by its SKU.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [page, setPage] = useState(1);
  const inventory = useInventory({ search: useDebouncedValue(search), page });
  const data = inventory.data;
  const rows = useMemo(() => data?.inventory ?? [], [data]);
  const table = useTable({ features, columns: COLUMNS, data: rows, getRowId: (row) => row.variantId });
  // Variants with a quantity typed and not applied: leaving asks first while there are any.
  const [typed, setTyped] = useState<ReadonlySet<string>>(() => new Set());
  const onTyped = useCallback((variantId: string, now: boolean) => {
    setTyped((current) => {
      if (current.has(variantId) === now) return current;
      const next = new Set(current);
      if (now) next.add(variantId);
      else next.delete(variantId);
      return next;
    });
  }, []);
  const unsaved = useUnsavedChanges(typed.size > 0);

  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Inventory</h1>
      </div>
      <div className="toolbar" role="search" aria-label="Find variants">
        <TextField
          label="Search inventory"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          description="Product, SKU or option"
          autoComplete="off"
          className="toolbar__field"
        />
      </div>
      {inventory.isPending ? (
        <Loading label="Loading inventory…" />
      ) : data === undefined ? (
        <LoadError error={inventory.error} onRetry={() => void inventory.refetch()} />
      ) : rows.length === 0 ? (
        <p className="empty-state">
          {search.trim() === '' ? 'No products with stock yet.' : 'No variants match this search.'}
        </p>
      ) : (
        <>
          <DataTable
            table={table}
            caption="Inventory"
            className="inventory-table"
            // StockRow draws the whole row, its stock editor under this header included.
            extraColumns={canEdit ? [{ header: 'Change stock', cell: () => null }] : []}
            renderRow={(row) => (
              <StockRow key={row.id} variant={row.original} canEdit={canEdit} onTyped={onTyped} />
            )}
          />
          <Pager
            label="Pages of variants"
            total={data.total}
            noun={['variant', 'variants']}
            page={page}
            pages={pageCount(data.total, INVENTORY_PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
      {unsaved.prompt}
    </div>
  );
}
