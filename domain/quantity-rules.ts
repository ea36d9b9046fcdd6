// Quantity input rules (SPEC §5 "Add to cart", §9 limits): when it shows, its bounds, and what a typed quantity means.
import { PRODUCT_TYPE } from './enums.js';

/** The quantity input's attributes: a whole number from 1 to 9999, starting at 1. */
export const QUANTITY_LIMITS = {
  min: 1,
  max: 9999,
  step: 1,
  default: 1,
} as const;

/** The label shown when the site has no translation of it. */
export const DEFAULT_QUANTITY_LABEL = 'Quantity';

/** Why a typed quantity was refused. */
export const QUANTITY_MESSAGES = {
  notANumber: 'Quantity must be a number.',
  notWhole: 'Quantity must be a whole number',
  /** SPEC §9 "Quantity 1-9999", for a whole number the cart API is sent outside the limits. */
  outOfRange: 'Quantity must be 1-9999.',
} as const;

/** One variant's stock, as the quantity rules need it. */
export interface VariantStock {
  unlimited: boolean;
  qtyInStock: number;
}

/** What decides whether a product page shows the quantity input. */
export interface QuantityProduct {
  /** `structuredContent.productType` (SPEC §3 ProductType codes). */
  productType: number;
  /** `structuredContent.isSubscribable`. */
  subscribable: boolean;
  /** Every variant's stock. */
  variants: readonly VariantStock[];
}

/**
 * The stock left across all variants. Digital goods, gift cards and any unlimited variant have no
 * limit, reported as `Number.MAX_SAFE_INTEGER` so comparisons still work.
 */
export function totalStockRemaining(productType: number, variants: readonly VariantStock[]): number {
  if (productType === PRODUCT_TYPE.digital || productType === PRODUCT_TYPE['gift-card']) {
    return Number.MAX_SAFE_INTEGER;
  }
  let total = 0;
  for (const variant of variants) {
    if (variant.unlimited) return Number.MAX_SAFE_INTEGER;
    total += variant.qtyInStock;
  }
  return total;
}

/**
 * Whether a product may be bought more than one at a time: physical items, and service items when
 * the store allows it (`multipleQuantityAllowedForServices`, default true), never subscriptions.
 */
export function allowsMultipleQuantity(
  product: Pick<QuantityProduct, 'productType' | 'subscribable'>,
  multipleQuantityAllowedForServices = true,
): boolean {
  if (product.subscribable) return false;
  return (
    product.productType === PRODUCT_TYPE.physical ||
    (product.productType === PRODUCT_TYPE.service && multipleQuantityAllowedForServices)
  );
}

/**
 * Whether the product page shows the quantity input: the product allows several, and more than one
 * is in stock (with one left there is nothing to choose).
 */
export function isQuantityInputShown(
  product: QuantityProduct,
  multipleQuantityAllowedForServices = true,
): boolean {
  if (!allowsMultipleQuantity(product, multipleQuantityAllowedForServices)) return false;
  // Written as "not ≤ 1" so a stock count spoiled by bad data (NaN) still shows the input, as
  // themes built on the reference widget expect; the stock check when adding is the real guard.
  return !(totalStockRemaining(product.productType, product.variants) <= 1);
}

/** A typed quantity, accepted (and kept within the limits) or refused with SPEC's message. */
export type QuantityResult = { ok: true; quantity: number } | { ok: false; message: string };

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What was typed, read as a whole number (any size), or refused with SPEC's message. */
function readWholeNumber(text: string): QuantityResult {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return { ok: false, message: QUANTITY_MESSAGES.notANumber };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: QUANTITY_MESSAGES.notANumber };
  if (!Number.isInteger(value)) return { ok: false, message: QUANTITY_MESSAGES.notWhole };
  return { ok: true, quantity: value };
}

/**
 * Reads what a visitor typed in the quantity input. Text that is not a number and fractions are
 * refused; whole numbers outside 1–9999 are brought back within them, as the input's own min and
 * max would.
 */
export function parseQuantity(text: string): QuantityResult {
  const read = readWholeNumber(text);
  if (!read.ok) return read;
  return { ok: true, quantity: Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, read.quantity)) };
}

/**
 * Reads a quantity sent to the cart API (SPEC §9 "Quantity 1-9999"): as `parseQuantity`, but a
 * whole number outside 1–9999 is refused rather than changed, so the cart never holds an amount the
 * shopper did not ask for.
 */
export function parseCartQuantity(text: string): QuantityResult {
  const read = readWholeNumber(text);
  if (!read.ok) return read;
  if (read.quantity < QUANTITY_LIMITS.min || read.quantity > QUANTITY_LIMITS.max) {
    return { ok: false, message: QUANTITY_MESSAGES.outOfRange };
  }
  return read;
}
