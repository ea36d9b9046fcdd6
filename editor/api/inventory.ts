// Commerce > Inventory calls (every variant's stock, set, add, remove, unlimited) and their query key.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.js';

/** One variant's stock, as `GET /api/owner/inventory` answers it. */
export interface InventoryVariant {
  variantId: string;
  productId: string;
  productTitle: string;
  collectionId: string;
  sku: string;
  options: Record<string, string>;
  qtyInStock: number;
  unlimited: boolean;
}

/** What a stock change answers: the variant now, and how many waiting people were emailed. */
export interface StockChangeResult {
  variant: InventoryVariant;
  restockNotified: number;
}

/** A stock edit from the screen. Absolute ones carry the stock they were made from. */
export type StockEdit =
  | { kind: 'set'; quantity: number }
  | { kind: 'add'; quantity: number }
  | { kind: 'remove'; quantity: number }
  | { kind: 'unlimited' }
  | { kind: 'limited' };

/** One page of the inventory, and how many variants match on all pages. */
export interface InventoryPage {
  inventory: InventoryVariant[];
  total: number;
}

/** What the screen asks for: the variants matching `search`, page `page` (from 1). */
export interface InventoryQuery {
  search: string;
  page: number;
}

/** Variants on one page of the Inventory screen. */
export const INVENTORY_PAGE_SIZE = 50;
/** Every inventory query starts with this key (a stock change updates them all). */
export const INVENTORY_KEY = ['inventory'] as const;
const INVENTORY = '/api/owner/inventory';

/** One page of the website's variants matching `query.search`, by store, product and the variants' order. */
export async function fetchInventory(query: InventoryQuery): Promise<InventoryPage> {
  const params = new URLSearchParams({
    limit: String(INVENTORY_PAGE_SIZE),
    offset: String((query.page - 1) * INVENTORY_PAGE_SIZE),
  });
  if (query.search.trim() !== '') params.set('search', query.search.trim());
  return api<InventoryPage>(`${INVENTORY}?${params.toString()}`);
}

/** The inventory query; the page shown stays while the next one loads. */
export function useInventory(query: InventoryQuery) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, query],
    queryFn: () => fetchInventory(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends `edit` of `from` (the variant as the screen shows it). Set, unlimited and limited send
 * the stock they were made from, so the server refuses them (409 `stock-changed`, with the stock
 * now) when someone changed it since; add and remove are relative and conditional on the server.
 */
export function changeStock(from: InventoryVariant, edit: StockEdit): Promise<StockChangeResult> {
  const path = `${INVENTORY}/${encodeURIComponent(from.variantId)}`;
  const expected = { qtyInStock: from.qtyInStock, unlimited: from.unlimited };
  switch (edit.kind) {
    case 'add':
    case 'remove':
      return api(`${path}/${edit.kind}`, { method: 'POST', body: { quantity: edit.quantity } });
    case 'set':
      return api(path, { method: 'PUT', body: { qtyInStock: edit.quantity, expected } });
    case 'unlimited':
    case 'limited':
      return api(path, { method: 'PUT', body: { unlimited: edit.kind === 'unlimited', expected } });
  }
}
