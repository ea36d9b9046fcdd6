// The store's products an owner may put in a product block, read from the inventory list (one row per variant).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';

/** A product to choose. */
export interface ProductChoice {
  id: string;
  title: string;
}

/** The fields of `GET /api/owner/inventory` rows this needs (server/commerce/inventory). */
interface InventoryRow {
  productId: string;
  productTitle: string;
}

/** The products of every store of the website, once each, in the inventory's order (store, then title). */
export function productChoicesOf(rows: readonly InventoryRow[]): ProductChoice[] {
  const seen = new Map<string, ProductChoice>();
  for (const row of rows)
    if (!seen.has(row.productId)) seen.set(row.productId, { id: row.productId, title: row.productTitle });
  return [...seen.values()];
}

/**
 * The products to choose from. The inventory list is for owners who run the store; for the others
 * it is refused (403) and the block falls back to product ids typed by hand.
 */
export function useProductChoices() {
  return useQuery({
    queryKey: ['inventory', 'product-choices'] as const,
    queryFn: async ({ signal }) =>
      productChoicesOf(
        (await api<{ inventory: InventoryRow[] }>('/api/owner/inventory', { signal })).inventory,
      ),
    staleTime: 60_000,
    retry: false,
  });
}
