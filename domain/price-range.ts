// Product price rules (SPEC §9, JSONT §10.2/§10.6): from, normal and sale prices, varied prices, variants.
import { compareDecimals, movePoint, type Decimal } from './decimal.js';
import { PRODUCT_TYPE } from './enums.js';
import { isTruthy, jsonEqual, member } from './json-value.js';
import { readMoney } from './money.js';
import { productTypeOf } from './product-status.js';

/** The money value a price rule found: a `{value, currency}` node, or undefined for 0 USD. */
export type MoneyNode = unknown;

function variantsOf(item: unknown): unknown[] | undefined {
  const variants = member(member(item, 'structuredContent'), 'variants');
  return Array.isArray(variants) && variants.length > 0 ? variants : undefined;
}

/** What a variant costs now: its sale price while on sale, else its price. */
function currentPrice(variant: unknown): MoneyNode {
  return member(variant, isTruthy(member(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney');
}

function amountOf(money: MoneyNode): Decimal {
  return readMoney(money).amount;
}

/** The index of the first of `nodes` whose amount beats every other by `wins` (earlier ones win ties). */
function pickIndex(nodes: MoneyNode[], wins: (comparison: number) => boolean): number {
  let best = 0;
  let bestAmount = amountOf(nodes[0]);
  for (let i = 1; i < nodes.length; i++) {
    const amount = amountOf(nodes[i]);
    if (wins(compareDecimals(amount, bestAmount))) {
      best = i;
      bestAmount = amount;
    }
  }
  return best;
}

function pick(nodes: MoneyNode[], wins: (comparison: number) => boolean): MoneyNode {
  return nodes[pickIndex(nodes, wins)];
}

/** A digital item's own money field; the item's price rules do not look at variants. */
function digitalPrice(item: unknown, field: 'priceMoney' | 'salePriceMoney'): MoneyNode {
  return member(member(item, 'structuredContent'), field);
}

/**
 * The lowest price a visitor can pay (the low end of a price range): the cheapest variant's current
 * price (sale price when on sale) for physical, service and gift-card items; a digital item's price.
 */
export function fromPrice(item: unknown): MoneyNode {
  switch (productTypeOf(item)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service:
    case PRODUCT_TYPE['gift-card']: {
      const variants = variantsOf(item);
      return variants === undefined ? undefined : pick(variants.map(currentPrice), (c) => c < 0);
    }
    case PRODUCT_TYPE.digital:
      return digitalPrice(item, 'priceMoney');
    default:
      return undefined;
  }
}

/** The highest regular price among the variants (the high end of a range); a digital item's price. */
export function normalPrice(item: unknown): MoneyNode {
  switch (productTypeOf(item)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service:
    case PRODUCT_TYPE['gift-card']: {
      const variants = variantsOf(item);
      return variants === undefined
        ? undefined
        : pick(
            variants.map((v) => member(v, 'priceMoney')),
            (c) => c > 0,
          );
    }
    case PRODUCT_TYPE.digital:
      return digitalPrice(item, 'priceMoney');
    default:
      return undefined;
  }
}

/** The lowest sale price among on-sale variants of a physical or service item; a digital item's. */
export function salePrice(item: unknown): MoneyNode {
  switch (productTypeOf(item)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service: {
      const onSale = (variantsOf(item) ?? []).filter((v) => isTruthy(member(v, 'onSale')));
      return onSale.length === 0
        ? undefined
        : pick(
            onSale.map((v) => member(v, 'salePriceMoney')),
            (c) => c < 0,
          );
    }
    case PRODUCT_TYPE.digital:
      return digitalPrice(item, 'salePriceMoney');
    default:
      return undefined;
  }
}

/**
 * A price in the legacy cents notation of `from-price` and friends: the amount × 100, exact, with
 * the amount's own trailing digits (`7.50` → `750`, `1.500` → `150.0`, missing → `0`).
 */
export function legacyCents(money: MoneyNode): Decimal {
  return movePoint(amountOf(money), 2);
}

/** Whether a product offers a choice of variants: more than one, and never for digital items. */
export function hasVariants(item: unknown): boolean {
  if (productTypeOf(item) === PRODUCT_TYPE.digital) return false;
  const variants = variantsOf(item);
  return variants !== undefined && variants.length > 1;
}

// An absent field and a null one both mean "not set", as the reference engine compares them.
function differs(a: unknown, b: unknown, key: string): boolean {
  return !jsonEqual(member(a, key) ?? null, member(b, key) ?? null);
}

/**
 * Whether a product's variants cost different amounts, so a "from" price is shown: a variant
 * differs from the first in being on sale, in price, or (when the first is on sale) in sale price.
 */
export function hasVariedPrices(item: unknown): boolean {
  switch (productTypeOf(item)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service:
    case PRODUCT_TYPE['gift-card']: {
      const [first, ...rest] = variantsOf(item) ?? [];
      const onSale = member(first, 'onSale');
      return rest.some(
        (v) =>
          differs(v, first, 'onSale') ||
          (isTruthy(onSale) && differs(v, first, 'salePrice')) ||
          differs(v, first, 'price'),
      );
    }
    default:
      return false;
  }
}

/**
 * The subscription pricing options of the cheapest variant (by current price; the first wins
 * ties) of a physical or service item, or undefined when it has none.
 */
export function lowestVariantPricingOptions(item: unknown): unknown[] | undefined {
  const type = productTypeOf(item);
  if (type !== PRODUCT_TYPE.physical && type !== PRODUCT_TYPE.service) return undefined;
  const variants = variantsOf(item);
  if (variants === undefined) return undefined;
  const cheapest = pickIndex(variants.map(currentPrice), (c) => c < 0);
  const options = member(variants[cheapest], 'pricingOptions');
  return Array.isArray(options) && options.length > 0 ? options : undefined;
}

/**
 * The regular price struck through beside a "from" price on sale: when a product's variants cost
 * different amounts and its cheapest variant (by current price; the first wins ties) is on sale,
 * that variant's regular price; otherwise undefined (a single price shows its own original price).
 */
export function fromOriginalPrice(item: unknown): MoneyNode {
  if (!hasVariedPrices(item) || productTypeOf(item) === PRODUCT_TYPE['gift-card']) return undefined;
  const variants = variantsOf(item);
  if (variants === undefined) return undefined;
  const cheapest = variants[pickIndex(variants.map(currentPrice), (c) => c < 0)];
  return isTruthy(member(cheapest, 'onSale')) ? member(cheapest, 'priceMoney') : undefined;
}
