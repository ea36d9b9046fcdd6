// Commerce predicates: what a product card or page asks of the current store item.
import type { Predicate, PredicateTable } from '../engine/types.js';
import { hasVariants, hasVariedPrices } from '../domain/price-range.js';
import { isOnSale, isSoldOut } from '../domain/product-status.js';

// The reference engine ignores stray arguments; rejecting them at compile time points the theme
// author at a typo (`{.on-sale? item}`) instead of a predicate that silently reads the wrong node.
function withoutArgs(name: string, test: (item: unknown) => boolean): Predicate {
  const predicate: Predicate = (_args, ctx) => test(ctx.node);
  predicate.validateArgs = (args) =>
    args.length === 0 ? undefined : `${name} takes no arguments; it reads the current item`;
  return predicate;
}

/** Commerce predicates by name; each reads the current node as a store item. */
export const COMMERCE_ITEM_PREDICATES: PredicateTable = {
  'sold-out?': withoutArgs('sold-out?', isSoldOut),
  'on-sale?': withoutArgs('on-sale?', isOnSale),
  'has-variants?': withoutArgs('has-variants?', hasVariants),
  'varied-prices?': withoutArgs('varied-prices?', hasVariedPrices),
};
