// /config/commerce/inventory: every variant's stock in one table (TanStack Table), found by product or SKU, edited inline: set, add, remove, unlimited.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useInventory, type InventoryVariant } from '../../api/inventory.js';
import { useCan } from '../../api/website.js';
import { TextField } from '../../ui/field.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';
import { StockRow, stockText } from './stock-row.js';

const features = tableFeatures({});

const COLUMNS: ColumnDef<typeof features, InventoryVariant>[] = [
  { id: 'product', header: 'Product', accessorKey: 'productTitle' },
  { id: 'sku', header: 'SKU', accessorKey: 'sku' },
  { id: 'options', header: 'Options', accessorFn: (row) => Object.values(row.options).join(', ') },
  { id: 'stock', header: 'In stock', accessorFn: stockText },
];

/** Whether `variant` matches what was typed in the search (product title, SKU or an option value). */
function matches(variant: InventoryVariant, search: string): boolean {
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  return [variant.productTitle, variant.sku, ...Object.values(variant.options)].some((text) =>
    text.toLowerCase().includes(words),
  );
}

/** The Inventory screen. */
export function InventoryScreen() {
  const canEdit = useCan('commerce:edit');
  const inventory = useInventory();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => (inventory.data ?? []).filter((variant) => matches(variant, search)),
    [inventory.data, search],
  );
  const table = useTable({ features, columns: COLUMNS, data: rows, getRowId: (row) => row.variantId });

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
          onChange={setSearch}
          description="Product, SKU or option"
          autoComplete="off"
          className="toolbar__field"
        />
      </div>
      {inventory.isPending ? (
        <Loading label="Loading inventory…" />
      ) : inventory.data === undefined ? (
        <LoadError error={inventory.error} onRetry={() => void inventory.refetch()} />
      ) : rows.length === 0 ? (
        <p className="empty-state">
          {search.trim() === '' ? 'No products with stock yet.' : 'No variants match this search.'}
        </p>
      ) : (
        <table className="table inventory-table">
          <caption className="visually-hidden">Inventory</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
                {canEdit ? <th scope="col">Change stock</th> : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <StockRow key={row.id} variant={row.original} canEdit={canEdit} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
