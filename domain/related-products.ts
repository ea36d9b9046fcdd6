// The products a product page lists as related (issue 31): the owner's chosen ones, in their order, as far as visitors can see them.
import { MAX_RELATED_PRODUCTS } from './owner-api/product-merchandising.js';

/** The ids a stored PRODUCTS.merchandising object names as related, in the owner's order (at most eight). */
export function relatedProductIdsOf(stored: unknown): string[] {
  const related =
    typeof stored === 'object' && stored !== null
      ? (stored as Record<string, unknown>).relatedProductIds
      : undefined;
  if (!Array.isArray(related)) return [];
  return related.filter((id): id is string => typeof id === 'string').slice(0, MAX_RELATED_PRODUCTS);
}

/**
 * The chosen products to show, in the owner's order: each once, never the product itself, only
 * products among `found` (what the visitor may see: published, enabled, in a collection they may
 * read); the others are left out without a gap.
 */
export function chosenRelated<T extends { id: string; product_type: number | null }>(
  ids: readonly string[],
  found: readonly T[],
  selfId: string,
): T[] {
  const byId = new Map(found.map((record) => [record.id, record]));
  const chosen: T[] = [];
  for (const id of ids) {
    const record = byId.get(id);
    if (record === undefined || record.product_type === null || id === selfId) continue;
    if (chosen.includes(record)) continue;
    chosen.push(record);
  }
  return chosen;
}
