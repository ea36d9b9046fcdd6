// SPEC §5's stock check for items with an additional-fields form, run before the form opens.

/** One variant's stock (SPEC §3 "Stock result"), as `GET /api/commerce/inventory/stock/?itemId=` gives it. */
export interface StockResult {
  itemId: string;
  variantId: string;
  sku: string;
  attributes: Record<string, string>;
  unlimited: boolean;
  qtyInStock: number;
  /** What the requester's cart already holds of this variant. */
  qtyInCart: number;
}

/**
 * SPEC §5: an item with an additional-fields form is in stock when any result is unlimited, or its
 * qtyInStock exceeds the quantity already in the cart for that item and variant. With `sku`, only
 * that variant's result counts; `quantityInCart` defaults to the result's own `qtyInCart`.
 */
export function isInStockForForm(
  results: readonly Pick<StockResult, 'sku' | 'unlimited' | 'qtyInStock' | 'qtyInCart'>[],
  sku?: string,
  quantityInCart?: number,
): boolean {
  const relevant = sku === undefined ? results : results.filter((result) => result.sku === sku);
  return relevant.some(
    (result) => result.unlimited || result.qtyInStock > (quantityInCart ?? result.qtyInCart),
  );
}
