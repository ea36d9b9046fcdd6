// Product status rules (SPEC §4 "Product status"): sold out, on sale, and which mark a product shows.
import { PRODUCT_TYPE } from './enums.js';
import { isTruthy, member, toNumber } from './json-value.js';

/** The mark a product card shows: sold out wins over sale. */
export type ProductMark = 'sold-out' | 'on-sale' | 'none';

/**
 * Whether a store item is sold out: a physical or service item is sold out unless one of its
 * variants is unlimited or has stock above 0; digital items and gift cards never are; an item of
 * unknown type counts as sold out, so it cannot be bought.
 */
export function isSoldOut(item: unknown): boolean {
  const content = member(item, 'structuredContent');
  switch (productType(content)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service: {
      const variants = member(content, 'variants');
      if (Array.isArray(variants)) {
        for (const variant of variants) {
          if (isTruthy(member(variant, 'unlimited')) || toNumber(member(variant, 'qtyInStock')) > 0) {
            return false;
          }
        }
      }
      return true;
    }
    case PRODUCT_TYPE.digital:
    case PRODUCT_TYPE['gift-card']:
      return false;
    default:
      return true;
  }
}

/**
 * Whether a store item is on sale: a physical or service item when any variant is on sale, a
 * digital item by its own `onSale` flag, anything else never.
 */
export function isOnSale(item: unknown): boolean {
  const content = member(item, 'structuredContent');
  switch (productType(content)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service: {
      const variants = member(content, 'variants');
      return Array.isArray(variants) && variants.some((variant) => isTruthy(member(variant, 'onSale')));
    }
    case PRODUCT_TYPE.digital:
      return isTruthy(member(content, 'onSale'));
    default:
      return false;
  }
}

/** The one mark to show on a product: `sold-out`, else `on-sale`, else `none`. */
export function productMark(item: unknown): ProductMark {
  if (isSoldOut(item)) return 'sold-out';
  return isOnSale(item) ? 'on-sale' : 'none';
}

/** A store item's `structuredContent.productType` code (PRODUCT_TYPE); NaN or 0 when absent. */
export function productTypeOf(item: unknown): number {
  return productType(member(item, 'structuredContent'));
}

function productType(content: unknown): number {
  return toNumber(member(content, 'productType'));
}
