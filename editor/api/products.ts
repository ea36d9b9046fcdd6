// Commerce > Products calls (stores, the products table, a product's create, save, duplicate, delete, a new store) and their query keys.
import type { BulkAction, BulkReply } from '../../domain/owner-api/product-bulk.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ProductInput,
  ProductKind,
  ProductList,
  ProductSort,
  ProductStatusFilter,
  ProductView,
  StoreSummary,
} from '../../domain/owner-api/products.js';
import { api } from './client.js';

/** The products table's query as the screen holds it. */
export interface ProductTableQuery {
  search: string;
  /** One store's products, or '' for every store's. */
  storeId: string;
  kind: ProductKind | '';
  status: ProductStatusFilter | '';
  sort: ProductSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Query keys: everything starts with `products`, so one invalidation refreshes lists and products. */
export const PRODUCT_KEYS = {
  all: ['products'] as const,
  stores: ['products', 'stores'] as const,
  list: (query: ProductTableQuery) => ['products', 'list', query] as const,
  one: (id: string) => ['products', 'one', id] as const,
};

const PRODUCTS = '/api/owner/commerce/products';
const productPath = (id: string) => `${PRODUCTS}/${encodeURIComponent(id)}`;

/** One page of the products table (searched, filtered, sorted and paged by the server). */
export function fetchProducts(query: ProductTableQuery): Promise<ProductList> {
  return api<ProductList>(PRODUCTS, {
    query: {
      search: query.search.trim() || undefined,
      storeId: query.storeId || undefined,
      kind: query.kind || undefined,
      status: query.status || undefined,
      sort: query.sort,
      direction: query.direction,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}

/** The products table's page; the previous page stays shown while the next loads. */
export function useProducts(query: ProductTableQuery) {
  return useQuery({
    queryKey: PRODUCT_KEYS.list(query),
    queryFn: () => fetchProducts(query),
    placeholderData: keepPreviousData,
  });
}

/** The website's stores. */
export async function fetchStores(): Promise<StoreSummary[]> {
  return (await api<{ stores: StoreSummary[] }>('/api/owner/commerce/stores')).stores;
}

/** The stores query. */
export function useStores() {
  return useQuery({ queryKey: PRODUCT_KEYS.stores, queryFn: fetchStores });
}

/** One product with its variants. */
export async function fetchProduct(id: string): Promise<ProductView> {
  return (await api<{ product: ProductView }>(productPath(id))).product;
}

/** The product query (disabled for a new product). */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: PRODUCT_KEYS.one(id ?? ''),
    queryFn: () => fetchProduct(id ?? ''),
    enabled: id !== undefined,
  });
}

/** What the product editor sends: the product, and for a new one its store. */
export type ProductBody = ProductInput & { storeId?: string };

/** Adds a product; a refusal rejects with a 400 ApiError naming each field (`variants.2.sku`). */
export async function createProduct(body: ProductBody): Promise<ProductView> {
  return (await api<{ product: ProductView }>(PRODUCTS, { method: 'POST', body })).product;
}

/** Saves a product over `version` (412 when someone saved since). */
export async function saveProduct(id: string, body: ProductBody, version: number): Promise<ProductView> {
  return (await api<{ product: ProductView }>(productPath(id), { method: 'PUT', body, version })).product;
}

/** Copies a product (disabled, SKUs suffixed -COPY, no stock). */
export async function duplicateProduct(id: string): Promise<ProductView> {
  return (await api<{ product: ProductView }>(`${productPath(id)}/duplicate`, { method: 'POST' })).product;
}

/** One change to several products; the answer says what happened to each (a refused one says why). */
export async function bulkEditProducts(ids: readonly string[], action: BulkAction): Promise<BulkReply> {
  return api<BulkReply>(`${PRODUCTS}/bulk`, { method: 'POST', body: { ids, action } });
}

/** Moves a product in its store's order: right after one product or right before one. */
export async function moveProduct(
  id: string,
  target: { afterId: string | null } | { beforeId: string },
): Promise<{ id: string; position: number }> {
  return api(`${productPath(id)}/move`, { method: 'POST', body: target });
}

/** Deletes a product; refused with a 409 ApiError saying which carts or orders hold it. */
export function deleteProduct(id: string): Promise<void> {
  return api<void>(productPath(id), { method: 'DELETE' });
}

/** What a new store is made with (SPEC §7's fields, and whether it goes first in the main menu). */
export interface NewStore {
  title: string;
  urlId?: string;
  description?: string;
  enabled: boolean;
  addToNavigation: boolean;
}

/** Creates a store (SPEC §4's three steps in one): its collection, root category and menu link. */
export async function createStore(
  input: NewStore,
): Promise<{ store: { id: string; title: string; urlId: string; fullUrl: string } }> {
  return api('/api/owner/stores', { method: 'POST', body: input });
}
