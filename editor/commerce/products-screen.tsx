// /config/commerce/products: the products grid with search, kind and status filters, sorting and pages (all on the server), inline edits of each variant, the store's order and featured products, duplicate, delete, and "Create a store".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductStatusFilter,
} from '../../domain/owner-api/product-rules.js';
import type { ProductSummary } from '../../domain/owner-api/products.js';
import { asApiError } from '../api/client.js';
import {
  PRODUCT_KEYS,
  bulkEditProducts,
  duplicateProduct,
  useProducts,
  useStores,
  type ProductTableQuery,
} from '../api/products.js';
import { useCan, useWebsite } from '../api/website.js';
import { useDebouncedValue } from '../files/use-file-list.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { SelectField, TextField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { CommerceNav } from './commerce-nav.js';
import { CreateStoreDialog } from './create-store-dialog.js';
import { DeleteProductDialog } from './delete-product-dialog.js';
import { ProductBulkBar } from './product-bulk-bar.js';
import { ProductsTable, type ProductMoveTarget } from './products-table.js';
import { useProductMove } from './use-product-move.js';
import { Pager, pageCount } from '../ui/pager.js';

const PAGE_SIZE = 25;

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...PRODUCT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_KIND_LABELS[kind] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'sold-out', label: 'Sold out' },
];

/** The Products screen. */
export function ProductsScreen() {
  const canEdit = useCan('commerce:edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<Omit<ProductTableQuery, 'search'>>({
    storeId: '',
    kind: '',
    status: '',
    sort: 'title',
    direction: 'asc',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const settledSearch = useDebouncedValue(search);
  const tableQuery = { ...query, search: settledSearch };
  const list = useProducts(tableQuery);
  const stores = useStores();
  const [creatingStore, setCreatingStore] = useState(false);
  const [deleting, setDeleting] = useState<ProductSummary | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const currency = useWebsite().data?.website.currency ?? 'USD';
  const select = (ids: readonly string[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const duplicate = useMutation({
    mutationFn: (product: ProductSummary) => duplicateProduct(product.id),
    onSuccess: async (copy) => {
      announce(`${copy.title} was made, disabled until you enable it.`);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
      navigate(`/commerce/products/${encodeURIComponent(copy.id)}`);
    },
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
  const move = useProductMove(tableQuery, (product) => announce(`${product.title} was moved.`));
  const feature = useMutation({
    mutationFn: ({ product, featured }: { product: ProductSummary; featured: boolean }) =>
      bulkEditProducts([product.id], { type: featured ? 'feature' : 'unfeature' }),
    onSuccess: (_reply, { product, featured }) =>
      announce(featured ? `${product.title} is featured.` : `${product.title} is no longer featured.`),
    onSettled: reload,
  });

  const change = (next: Partial<Omit<ProductTableQuery, 'search'>>) => {
    setSelected(new Set());
    setQuery((current) => ({ ...current, page: 1, ...next }));
  };
  const data = list.data;
  const pages = data === undefined ? 1 : pageCount(data.total, data.pageSize);
  const hasStore = (stores.data?.length ?? 0) > 0;
  const filtered =
    settledSearch.trim() !== '' || query.storeId !== '' || query.kind !== '' || query.status !== '';
  // Each store has its own order: products are moved with one store's listed, and only once the
  // page in that order has come (until then the page of the last sort is still shown).
  const oneStore = query.storeId !== '' || (stores.data?.length ?? 0) <= 1;
  const storeOrder = query.sort === 'position' && query.direction === 'asc';
  const canMove = canEdit && oneStore && !list.isPlaceholderData;

  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Products</h1>
        <span className="toolbar__spacer" />
        {canEdit ? (
          <>
            <button type="button" className="button" onClick={() => setCreatingStore(true)}>
              Create a store
            </button>
            {hasStore ? (
              <Link className="button button--primary" to="/commerce/products/new">
                Add product
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
      {stores.data !== undefined && !hasStore ? (
        <Alert tone="info" title="You have no store yet">
          Create a store to sell products: it gets its own page, a root category and, if you like, a link
          first in the main menu.
        </Alert>
      ) : null}
      {move.error !== null ? (
        <Alert tone="error" title="The product was not moved">
          {Object.values(asApiError(move.error).fields)[0] ?? asApiError(move.error).message}
        </Alert>
      ) : null}
      {feature.error !== null ? (
        <Alert tone="error" title="The product was not changed">
          {asApiError(feature.error).message}
        </Alert>
      ) : null}
      {duplicate.error !== null ? (
        <Alert tone="error" title="The product was not duplicated">
          {asApiError(duplicate.error).message}
        </Alert>
      ) : null}
      <div className="toolbar" role="search" aria-label="Find products">
        <TextField
          label="Search products"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            change({});
          }}
          description="Title or SKU"
          autoComplete="off"
          className="toolbar__field"
        />
        {(stores.data?.length ?? 0) > 1 ? (
          <SelectField
            label="Store"
            value={query.storeId}
            onChange={(storeId) => change({ storeId })}
            options={[
              { value: '', label: 'All stores' },
              ...(stores.data ?? []).map((store) => ({ value: store.id, label: store.title })),
            ]}
          />
        ) : null}
        <SelectField
          label="Kind"
          value={query.kind}
          onChange={(kind) => change({ kind: kind as ProductKind | '' })}
          options={KIND_OPTIONS}
        />
        <SelectField
          label="Status"
          value={query.status}
          onChange={(status) => change({ status: status as ProductStatusFilter | '' })}
          options={STATUS_OPTIONS}
        />
      </div>
      {list.isPending ? (
        <Loading label="Loading products…" />
      ) : data === undefined ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : data.products.length === 0 ? (
        <p className="empty-state">
          {filtered ? 'No products match this search.' : 'No products yet. Add one to start selling.'}
        </p>
      ) : (
        <>
          {canEdit ? (
            <ProductBulkBar
              selectedIds={data.products.filter((p) => selected.has(p.id)).map((p) => p.id)}
              currency={currency}
              onClear={() => setSelected(new Set())}
              onDone={(reply) => {
                announce(`${reply.done} of ${reply.results.length} products were changed.`);
                setSelected(new Set());
                void queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.all });
              }}
            />
          ) : null}
          {canEdit && storeOrder && !oneStore ? (
            <p className="field__description">Choose a store to change the order of its products.</p>
          ) : null}
          <ProductsTable
            products={data.products}
            sort={query.sort}
            direction={query.direction}
            onSort={(sort, direction) => change({ sort, direction })}
            canEdit={canEdit}
            onDuplicate={(product) => duplicate.mutate(product)}
            onDelete={setDeleting}
            busyId={duplicate.isPending ? duplicate.variables?.id : undefined}
            onSaved={(label) => {
              announce(`${label} was saved.`);
              void reload();
            }}
            {...(canMove
              ? {
                  onMove: (product: ProductSummary, target: ProductMoveTarget, order: string[]) =>
                    move.mutate({ product, target, order }),
                }
              : {})}
            onFeature={(product, featured) => feature.mutate({ product, featured })}
            {...(canEdit ? { selected, onSelect: select } : {})}
          />
          <Pager
            label="Pages of products"
            total={data.total}
            noun={['product', 'products']}
            page={data.page}
            pages={pages}
            onPage={(page) => {
              setSelected(new Set());
              setQuery((current) => ({ ...current, page }));
            }}
          />
        </>
      )}
      <CreateStoreDialog
        isOpen={creatingStore}
        onClose={() => setCreatingStore(false)}
        onCreated={() => {
          setCreatingStore(false);
          announce('The store was created.');
        }}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
