// Gallery predicates (JSONT §10.6): design, meta position, active alignment, boolean options and gallery-meta?.
import type { Predicate, PredicateTable } from '../engine/types.js';
import { asString, getMember, isJacksonTrue, isTruthy } from '../engine/values.js';
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_OPTIONS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
} from '../domain/enums-content.js';
import { checkedPredicate, noArgs } from './content-args.js';

// `options` is looked up from the current node outwards, so a block's options reach its items.
const OPTIONS_PATH = ['options'];

/** `gallery-<prefix>-<value>?`: the option `key` equals `value`; an absent option matches nothing. */
function selectPredicates(prefix: string, key: string, values: readonly string[]): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const value of values) {
    const name = `gallery-${prefix}-${value}?`;
    table[name] = checkedPredicate((_args, ctx) => {
      const option = getMember(ctx.resolve(OPTIONS_PATH), key);
      return option !== undefined && asString(option) === value;
    }, noArgs(name));
  }
  return table;
}

/**
 * `gallery-<option>?`: the boolean option is on, read the strict way (`true`, `"true"`, a non-zero
 * integer). An absent option is off here whatever its default: the context carries the defaults.
 */
function booleanPredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const key of GALLERY_BOOLEAN_OPTIONS) {
    const name = `gallery-${key}?`;
    table[name] = checkedPredicate(
      (_args, ctx) => isJacksonTrue(getMember(ctx.resolve(OPTIONS_PATH), key)),
      noArgs(name),
    );
  }
  return table;
}

/** `gallery-meta?`: the gallery shows controls or indicators. */
const galleryMeta = checkedPredicate((_args, ctx) => {
  const options = ctx.resolve(OPTIONS_PATH);
  return isTruthy(getMember(options, 'controls')) || isTruthy(getMember(options, 'indicators'));
}, noArgs('gallery-meta?'));

/** The gallery predicates by name. */
export const GALLERY_PREDICATES: PredicateTable = {
  'gallery-meta?': galleryMeta,
  ...selectPredicates('design', 'design', GALLERY_DESIGNS),
  ...selectPredicates('meta-position', 'meta-position', GALLERY_META_POSITIONS),
  ...selectPredicates('active-alignment', 'active-alignment', GALLERY_ACTIVE_ALIGNMENTS),
  ...booleanPredicates(),
};
