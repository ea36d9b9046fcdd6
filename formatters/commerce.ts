// The commerce plugin tables: prices, cart and product labels, the widgets, and the store-item predicates.
import type { FormatterTable, PredicateTable } from '../engine/types.js';
import { COMMERCE_CART_FORMATTERS } from './commerce-cart.js';
import { COMMERCE_ITEM_PREDICATES } from './commerce-predicates.js';
import { COMMERCE_PRICE_FORMATTERS } from './commerce-prices.js';
import { COMMERCE_PRODUCT_FORMATTERS } from './commerce-product.js';
import { COMMERCE_WIDGET_FORMATTERS } from './commerce-widgets.js';

/** Commerce formatters by name. */
export const COMMERCE_FORMATTERS: FormatterTable = {
  ...COMMERCE_PRICE_FORMATTERS,
  ...COMMERCE_CART_FORMATTERS,
  ...COMMERCE_PRODUCT_FORMATTERS,
  ...COMMERCE_WIDGET_FORMATTERS,
};

/** Commerce predicates by name; each reads the current node as a store item. */
export const COMMERCE_PREDICATES: PredicateTable = COMMERCE_ITEM_PREDICATES;
