// What the product page shows for the options a visitor chose (SPEC §2, §4 "Other", §5): the variant, its price, image, stock.
import { PRODUCT_TYPE } from './enums.js';
import { totalStockRemaining } from './quantity-rules.js';

/** One variant as the product page's `data-variants` carries it. */
export interface VariantView {
  id: string;
  sku: string;
  attributes: Readonly<Record<string, string>>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** The variant's own main image, when it has one. */
  mainImageId?: string;
}

/** What the page shows once every option is chosen and names one variant. */
export interface VariantDisplay {
  variant: VariantView;
  /** The price to charge: the sale price when on sale. */
  priceCents: number;
  /** The struck-through price when on sale. */
  originalPriceCents?: number;
  soldOut: boolean;
  /** Whether the quantity input may show for this variant (SPEC §5: more than one in stock). */
  quantityShown: boolean;
  /** The input's upper bound: the stock, at most 9999. */
  maxQuantity: number;
}

const MAX_QUANTITY = 9999;

/** Whether a product type's stock is counted: physical and service items. */
export function tracksStock(productType: number): boolean {
  return productType === PRODUCT_TYPE.physical || productType === PRODUCT_TYPE.service;
}

/**
 * The one variant whose attributes equal the chosen values, option for option; undefined while an
 * option is unchosen ('') or when no single variant matches.
 */
export function selectedVariant(
  variants: readonly VariantView[],
  chosen: Readonly<Record<string, string>>,
): VariantView | undefined {
  const names = Object.keys(chosen);
  if (names.length === 0) return variants.length === 1 ? variants[0] : undefined;
  if (names.some((name) => chosen[name] === '')) return undefined;
  const matches = variants.filter((variant) =>
    names.every((name) => variant.attributes[name] === chosen[name]),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

/** How the page shows `variant` of a product of `productType` (SPEC §3 codes). */
export function variantDisplay(variant: VariantView, productType: number): VariantDisplay {
  const tracked = tracksStock(productType);
  const soldOut = tracked && !variant.unlimited && variant.qtyInStock <= 0;
  const stock = totalStockRemaining(productType, [variant]);
  const display: VariantDisplay = {
    variant,
    priceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
    soldOut,
    quantityShown: !(stock <= 1),
    maxQuantity: Math.max(1, Math.min(MAX_QUANTITY, stock)),
  };
  if (variant.onSale) display.originalPriceCents = variant.priceCents;
  return display;
}
