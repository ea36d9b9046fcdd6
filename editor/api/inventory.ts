// Commerce > Inventory calls (every variant's stock, set, add, remove, unlimited) and their query key.
import { useQuery } from '@tanstack/react-query';
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

export const INVENTORY_KEY = ['inventory'] as const;
const INVENTORY = '/api/owner/inventory';

/** Every variant of the website, by store, product and the variants' order. */
export async function fetchInventory(): Promise<InventoryVariant[]> {
  return (await api<{ inventory: InventoryVariant[] }>(INVENTORY)).inventory;
}

/** The inventory query. */
export function useInventory() {
  return useQuery({ queryKey: INVENTORY_KEY, queryFn: fetchInventory });
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
