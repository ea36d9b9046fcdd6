// Reads the store-item and settings fields the commerce widgets decide on, into the domain rules' types.
import { asNumber, getPath, isJacksonTrue, isTruthy, kindOf } from '../engine/index.js';
import type { QuantityProduct, VariantStock } from '../domain/quantity-rules.js';

const PRODUCT_TYPE_PATH = ['structuredContent', 'productType'];
const SUBSCRIBABLE_PATH = ['structuredContent', 'isSubscribable'];
const VARIANTS_PATH = ['structuredContent', 'variants'];

/** `structuredContent.productType` as a number (`"1"` counts as 1; anything else is no type). */
export function productTypeOf(item: unknown): number {
  return asNumber(getPath(item, PRODUCT_TYPE_PATH));
}

/**
 * Whether the item sells a subscription. Only `true`, `"true"` and non-zero integers count, the
 * stricter reading themes get from the reference engine for this flag (JSONT §1.2).
 */
export function isSubscribable(item: unknown): boolean {
  return isJacksonTrue(getPath(item, SUBSCRIBABLE_PATH));
}

/** Each variant's stock; a missing count is 0 and anything truthy in `unlimited` means unlimited. */
export function variantStocks(item: unknown): VariantStock[] {
  const variants = getPath(item, VARIANTS_PATH);
  if (!Array.isArray(variants)) return [];
  return variants.map((variant) => ({
    unlimited: isTruthy(getPath(variant, ['unlimited'])),
    qtyInStock: asNumber(getPath(variant, ['qtyInStock'])),
  }));
}

/** The item as the quantity rules see it. */
export function quantityProductOf(item: unknown): QuantityProduct {
  return {
    productType: productTypeOf(item),
    subscribable: isSubscribable(item),
    variants: variantStocks(item),
  };
}

/**
 * `websiteSettings.storeSettings.multipleQuantityAllowedForServices`: on unless the store settings
 * say otherwise (SPEC §3 default true); a null or absent flag keeps the default.
 */
export function multipleQuantityAllowedForServices(websiteSettings: unknown): boolean {
  const storeSettings = getPath(websiteSettings, ['storeSettings']);
  if (kindOf(storeSettings) !== 'object') return true;
  const flag = getPath(storeSettings, ['multipleQuantityAllowedForServices']);
  return flag === undefined || flag === null ? true : isJacksonTrue(flag);
}
