// Commerce plugins: store formatters (filled by a later issue) and the product status predicates.
import type { FormatterTable, Predicate, PredicateTable } from '../engine/types.js';
import { isOnSale, isSoldOut } from '../domain/product-status.js';

/** Commerce formatters by name. */
export const COMMERCE_FORMATTERS: FormatterTable = {};

/** Commerce predicates by name; each reads the current node as a store item. */
export const COMMERCE_PREDICATES: PredicateTable = {
  'sold-out?': withoutArgs('sold-out?', (_args, ctx) => isSoldOut(ctx.node)),
  'on-sale?': withoutArgs('on-sale?', (_args, ctx) => isOnSale(ctx.node)),
};

// The reference engine ignores stray arguments; rejecting them at compile time points the theme
// author at a typo (`{.on-sale? item}`) instead of a predicate that silently reads the wrong node.
function withoutArgs(name: string, predicate: Predicate): Predicate {
  predicate.validateArgs = (args) =>
    args.length === 0 ? undefined : `${name} takes no arguments; it reads the current item`;
  return predicate;
}
